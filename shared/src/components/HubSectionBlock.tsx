import type { HubSection } from '../content/hub';
import { useLanguage } from '../language/language';
import { callToActionHref } from '../lib/callToAction';
import { Checklist } from './ListSection';

/** A hub section other pages link to by its anchor (the element id). */
export function HubSectionBlock({ section }: { section: HubSection }) {
  const headingId = `${section.anchor}-heading`;
  const language = useLanguage();
  return (
    <section id={section.anchor} className="band anchored-section" aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId}>{section.heading}</h2>
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph} className="section__intro">
            {paragraph}
          </p>
        ))}
        <div className="hub-section__lists">
          {section.steps && (
            <div>
              <h3>{section.steps.heading}</h3>
              <ol className="steps">
                {section.steps.items.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </div>
          )}
          {section.checklist && (
            <div>
              <h3>{section.checklist.heading}</h3>
              <Checklist items={section.checklist.items} />
            </div>
          )}
        </div>
        <a className="button" href={callToActionHref(section.action, language)}>
          {section.action.label}
        </a>
      </div>
    </section>
  );
}
