import { ListSection, PageEnd } from '@mboa/shared';
import { InfoPageFrame } from '../components/about/InfoPageFrame';
import { ProseSection } from '../components/about/ProseSection';
import { RoleCard } from '../components/about/RoleCard';
import { careers } from '../content/careers';

export { meta } from '../content/careers';

/** /career: the open roles, each with what it does, where it is based and how to apply. */
export default function CareerPage() {
  const { banner, intro, roles, howToApply, nextStep, related } = careers;
  return (
    <InfoPageFrame banner={banner}>
      <ProseSection id="intro-heading" content={intro} />
      <ListSection id="roles-heading" heading={roles.heading} intro={roles.intro} tinted>
        <div className="info-stack">
          {roles.items.map((role) => (
            <RoleCard key={role.id} role={role} />
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
