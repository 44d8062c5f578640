import type { HubContent } from '../content/hub';
import { HubSectionBlock } from './HubSectionBlock';
import { LinkCardGrid } from './LinkCardGrid';
import { PageBanner } from './PageBanner';
import { useLocalisedHref } from '../language/language';

/** The template every section hub renders from its content record. */
export function HubPage({ content }: { content: HubContent }) {
  const href = useLocalisedHref();
  return (
    <>
      <PageBanner title={content.title} description={content.description}>
        <ul className="highlights">
          {content.highlights.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </PageBanner>
      {content.groups.map((group) => (
        <section key={group.heading} className="section container" aria-labelledby={slugify(group.heading)}>
          <h2 id={slugify(group.heading)}>{group.heading}</h2>
          <p className="section__intro">{group.intro}</p>
          <LinkCardGrid cards={group.cards} />
        </section>
      ))}
      {content.sections?.map((section) => (
        <HubSectionBlock key={section.anchor} section={section} />
      ))}
      {/* Where the shell offers to keep the whole section for offline reading, once its service worker runs (docs/offline.md). */}
      <div className="keep-offline" data-keep-offline="" />
      <section className="band section--tinted" aria-labelledby="hub-help">
        <div className="container">
          <h2 id="hub-help">{content.help.heading}</h2>
          <p>{content.help.text}</p>
          <a className="button" href={href(content.help.href)}>
            {content.help.linkText}
          </a>
        </div>
      </section>
    </>
  );
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
