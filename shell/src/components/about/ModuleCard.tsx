import { Checklist, callToActionHref } from '@mboa/shared';
import type { MoneySkillsModule } from '../../content/moneySkills';

/** One Money Skills module: what it covers and the tips to keep. */
export function ModuleCard({ module, number }: { module: MoneySkillsModule; number: number }) {
  const headingId = `${module.id}-heading`;
  return (
    <article className="info-card" id={module.id} aria-labelledby={headingId}>
      <p className="info-card__eyebrow">Module {number}</p>
      <h3 id={headingId}>{module.title}</h3>
      <p>{module.summary}</p>
      <h4>Tips to keep</h4>
      <Checklist items={module.tips} />
      {module.report && (
        <p className="notice">
          {module.report.text} <a href={callToActionHref(module.report.action)}>{module.report.action.label}</a>
        </p>
      )}
    </article>
  );
}
