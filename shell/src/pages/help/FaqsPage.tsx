import { PageBanner, useLocalisedHref } from '@mboa/shared';
import { FaqTopicCard } from './FaqTopicCard';
import './help.css';
import type { FaqsContent } from './faqs';

/** /faqs: the nine topic cards, each with its questions and answers, and a way to ask more. */
export default function FaqsPage({ content }: { content: FaqsContent }) {
  const href = useLocalisedHref();
  const { banner, topicsHeading, topics, stillStuck } = content;
  return (
    <>
      <PageBanner title={banner.title} description={banner.description}>
        <nav aria-label={topicsHeading} className="topic-index">
          <ul>
            {topics.map((topic) => (
              <li key={topic.id}>
                <a href={`#${topic.id}`}>{topic.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      </PageBanner>
      <div className="band">
        <div className="container faq-topics">
          {topics.map((topic) => (
            <FaqTopicCard key={topic.id} topic={topic} />
          ))}
        </div>
      </div>
      <section className="band section--tinted" aria-labelledby="faq-more-heading">
        <div className="container">
          <h2 id="faq-more-heading">{stillStuck.heading}</h2>
          <p>{stillStuck.text}</p>
          <p className="help-actions">
            {stillStuck.links.map((link, index) => (
              <a key={link.href} className={index === 0 ? 'button' : 'button button--secondary'} href={href(link.href)}>
                {link.text}
              </a>
            ))}
          </p>
        </div>
      </section>
    </>
  );
}
