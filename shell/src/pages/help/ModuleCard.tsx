import { Checklist, LOCALES, callToActionHref, useLanguage } from '@mboa/shared';
import type { MoneySkillsModule } from './moneySkills';
import { fillTemplate, type MessageTemplate } from '@mboa/shared';

interface ModuleCardProps {
  module: MoneySkillsModule;
  number: number;
  /** Above the title: "Module {number}". */
  label: MessageTemplate;
  tipsHeading: string;
}

/** One Money Skills module: what it covers and the tips to keep. */
export function ModuleCard({ module, number, label, tipsHeading }: ModuleCardProps) {
  const language = useLanguage();
  const headingId = `${module.id}-heading`;
  return (
    <article className="info-card" id={module.id} aria-labelledby={headingId}>
      <p className="info-card__eyebrow">{fillTemplate(label, { number }, LOCALES[language])}</p>
      <h3 id={headingId}>{module.title}</h3>
      <p>{module.summary}</p>
      <h4>{tipsHeading}</h4>
      <Checklist items={module.tips} />
      {module.report && (
        <p className="notice">
          {module.report.text}{' '}
          <a href={callToActionHref(module.report.action, language)}>{module.report.action.label}</a>
        </p>
      )}
    </article>
  );
}
