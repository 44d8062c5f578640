import { ListSection, PageEnd } from '@mboa/shared';
import { InfoPageFrame } from '../infoPage/InfoPageFrame';
import { ProseSection } from '../infoPage/ProseSection';
import { ModuleCard } from './ModuleCard';
import type { MoneySkillsContent } from './moneySkills';

/** /money-skills: the financial-literacy programme, its four modules and how to join a session. */
export default function MoneySkillsPage({ content }: { content: MoneySkillsContent }) {
  const { banner, intro, modules, sessions, nextStep, related } = content;
  return (
    <InfoPageFrame banner={banner}>
      <ProseSection id="intro-heading" content={intro} />
      <ListSection id="modules-heading" heading={modules.heading} intro={modules.intro} tinted>
        <div className="info-stack info-stack--two">
          {modules.items.map((module, index) => (
            <ModuleCard
              key={module.id}
              module={module}
              number={index + 1}
              label={modules.label}
              tipsHeading={modules.tipsHeading}
            />
          ))}
        </div>
      </ListSection>
      <ListSection id="sessions-heading" heading={sessions.heading} intro={sessions.intro}>
        <ol className="steps">
          {sessions.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </ListSection>
      <PageEnd nextStep={nextStep} related={related} />
    </InfoPageFrame>
  );
}
