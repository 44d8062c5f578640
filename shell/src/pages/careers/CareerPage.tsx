import { ListSection, PageEnd } from '@mboa/shared';
import { InfoPageFrame } from '../infoPage/InfoPageFrame';
import { ProseSection } from '../infoPage/ProseSection';
import { RoleCard } from './RoleCard';
import type { CareersContent } from './careers';

/** /career: the open roles, each with what it does, where it is based and how to apply. */
export default function CareerPage({ content }: { content: CareersContent }) {
  const { banner, intro, roles, howToApply, nextStep, related } = content;
  return (
    <InfoPageFrame banner={banner}>
      <ProseSection id="intro-heading" content={intro} />
      <ListSection id="roles-heading" heading={roles.heading} intro={roles.intro} tinted>
        <div className="info-stack">
          {roles.items.map((role) => (
            <RoleCard key={role.id} role={role} labels={roles.labels} />
          ))}
        </div>
      </ListSection>
      <ListSection id="how-to-apply-heading" heading={howToApply.heading}>
        <ol className="steps">
          {howToApply.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="notice">{howToApply.warning}</p>
      </ListSection>
      <PageEnd nextStep={nextStep} related={related} />
    </InfoPageFrame>
  );
}
