import { Checklist, callToActionHref } from '@mboa/shared';
import type { CareerRole, CareersContent } from './careers';

/** One open role: summary, where it is based, duties, requirements and its apply-by-e-mail button. */
export function RoleCard({ role, labels }: { role: CareerRole; labels: CareersContent['roles']['labels'] }) {
  const headingId = `${role.id}-heading`;
  return (
    <article className="info-card" aria-labelledby={headingId} data-role={role.id}>
      <h3 id={headingId}>{role.title}</h3>
      <p>{role.summary}</p>
      <dl className="info-card__facts">
        <dt>{labels.location}</dt>
        <dd>{role.location}</dd>
        <dt>{labels.workPattern}</dt>
        <dd>{role.workPattern}</dd>
      </dl>
      <div className="info-card__columns">
        <div>
          <h4>{labels.duties}</h4>
          <Checklist items={role.duties} />
        </div>
        <div>
          <h4>{labels.requirements}</h4>
          <Checklist items={role.requirements} />
        </div>
      </div>
      <a className="button" href={callToActionHref(role.apply)}>
        {role.apply.label}
      </a>
    </article>
  );
}
