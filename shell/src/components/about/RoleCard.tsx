import { Checklist, callToActionHref } from '@mboa/shared';
import type { CareerRole } from '../../content/careers';

/** One open role: summary, where it is based, duties, requirements and its apply-by-e-mail button. */
export function RoleCard({ role }: { role: CareerRole }) {
  const headingId = `${role.id}-heading`;
  return (
    <article className="info-card" aria-labelledby={headingId} data-role={role.id}>
      <h3 id={headingId}>{role.title}</h3>
      <p>{role.summary}</p>
      <dl className="info-card__facts">
        <dt>Based in</dt>
        <dd>{role.location}</dd>
        <dt>Contract</dt>
        <dd>{role.workPattern}</dd>
      </dl>
      <div className="info-card__columns">
        <div>
          <h4>What you will do</h4>
          <Checklist items={role.duties} />
        </div>
        <div>
          <h4>What we ask for</h4>
          <Checklist items={role.requirements} />
        </div>
      </div>
      <a className="button" href={callToActionHref(role.apply)}>
        {role.apply.label}
      </a>
    </article>
  );
}
