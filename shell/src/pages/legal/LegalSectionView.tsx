import { Checklist, FactList, regulatoryFacts, useLanguage } from '@mboa/shared';
import type { LegalSection } from './legal';

/** One legal notice, with an id so that other pages can link to it (/legal#cookies). */
export function LegalSectionView({ section, tinted }: { section: LegalSection; tinted: boolean }) {
  const language = useLanguage();
  const headingId = `${section.id}-heading`;
  return (
    <section
      id={section.id}
      className={tinted ? 'band section--tinted legal-section' : 'band legal-section'}
      aria-labelledby={headingId}
    >
      <div className="container legal-section__body">
        <h2 id={headingId}>{section.heading}</h2>
        {section.parts.map((part, index) => (
          <div key={part.heading ?? index}>
            {part.heading && <h3>{part.heading}</h3>}
            {part.paragraphs?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {part.items && <Checklist items={part.items} />}
            {part.facts && <FactList facts={part.facts} />}
          </div>
        ))}
        {section.showRegulatoryIdentifiers && <FactList facts={regulatoryFacts(language)} />}
      </div>
    </section>
  );
}
