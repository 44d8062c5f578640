import {
  Checklist,
  FactList,
  identity,
  ListSection,
  PageEnd,
  phoneOnOneLine,
  regulatoryFacts,
  telephoneHref,
  useLanguage,
} from '@mboa/shared';
import { InfoPageFrame } from '../infoPage/InfoPageFrame';
import { ProseSection } from '../infoPage/ProseSection';
import type { AboutContent } from './about';

/** /about_{slug}: who the credit union is, whom it serves, its values, supervision and head office. */
export default function AboutPage({ content }: { content: AboutContent }) {
  const language = useLanguage();
  const { banner, whoWeAre, members, values, supervision, headOffice, nextStep, related } = content;
  const { address, phone, email } = identity;
  return (
    <InfoPageFrame banner={banner}>
      <ProseSection id="who-we-are-heading" content={whoWeAre} />
      <ListSection id="members-heading" heading={members.heading} intro={members.intro} tinted>
        <Checklist items={members.items} />
      </ListSection>
      <ListSection id="values-heading" heading={values.heading}>
        <ul className="value-grid">
          {values.items.map((value) => (
            <li key={value.title} className="card">
              <h3 className="card__title">{value.title}</h3>
              <p className="card__summary">{value.text}</p>
            </li>
          ))}
        </ul>
      </ListSection>
      <ListSection id="supervision-heading" heading={supervision.heading} intro={supervision.intro} tinted>
        <FactList facts={regulatoryFacts(language)} />
      </ListSection>
      <ListSection id="head-office-heading" heading={headOffice.heading}>
        <address className="head-office">
          <strong>{identity.name}</strong>
          <br />
          {address.street}
          <br />
          {address.city}, {address.region[language]}
          <br />
          {address.country[language]}
          <br />
          {headOffice.telephoneLabel} <a href={telephoneHref(phone.plain)}>{phoneOnOneLine(phone.plain)}</a>
          <br />
          {headOffice.emailLabel} <a href={`mailto:${email.info}`}>{email.info}</a>
        </address>
      </ListSection>
      <PageEnd nextStep={nextStep} related={related} />
    </InfoPageFrame>
  );
}
