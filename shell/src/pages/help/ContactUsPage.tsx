import {
  FactList,
  HeadOfficeAddress,
  identity,
  ListSection,
  PageBanner,
  PageEnd,
  phoneOnOneLine,
  regulatoryFacts,
  telephoneHref,
  useLanguage,
} from '@mboa/shared';
import './help.css';
import type { ContactContent } from './contact';

/**
 * /contact-us: the three mailboxes, telephone and WhatsApp, the branches (from the identity
 * module, the head office marked), the head office's postal address, regulatory identifiers, Email Us.
 */
export default function ContactUsPage({ content }: { content: ContactContent }) {
  const language = useLanguage();
  const { banner, email, phone, branches, office, regulatory, emailUs, selfHelp } = content;
  return (
    <>
      <PageBanner title={banner.title} description={banner.description} />
      <ListSection id="contact-email-heading" heading={email.heading} intro={email.intro}>
        <ul className="card-grid contact-cards">
          {email.mailboxes.map((box) => (
            <li key={box.mailbox} className="card">
              <h3 className="card__title">{box.title}</h3>
              <p className="card__summary">{box.summary}</p>
              <a className="contact-cards__value" href={`mailto:${identity.email[box.mailbox]}`}>
                {identity.email[box.mailbox]}
              </a>
            </li>
          ))}
        </ul>
      </ListSection>
      <ListSection id="contact-phone-heading" heading={phone.heading} intro={phone.intro} tinted>
        <ul className="card-grid contact-cards">
          <li className="card">
            <h3 className="card__title">{phone.callTitle}</h3>
            <p className="card__summary">{phone.callText}</p>
            <a className="contact-cards__value" href={telephoneHref(identity.phone.plain)}>
              {phoneOnOneLine(identity.phone.plain)}
            </a>
          </li>
          <li className="card">
            <h3 className="card__title">{phone.whatsappTitle}</h3>
            <p className="card__summary">{phone.whatsappText}</p>
            <a className="contact-cards__value" href={identity.phone.whatsappLink} rel="noopener">
              {phoneOnOneLine(identity.phone.whatsapp)}
            </a>
          </li>
        </ul>
      </ListSection>
      <ListSection id="contact-branches-heading" heading={branches.heading} intro={branches.intro}>
        <ul className="card-grid contact-cards">
          {identity.branches.map((branch) => (
            <li key={branch.town} className="card">
              <h3 className="card__title">{branch.town}</h3>
              <p className="card__summary">{branch.headOffice ? branches.headOffice : branches.branch}</p>
              <p className="contact-cards__value">{branch.street}</p>
            </li>
          ))}
        </ul>
      </ListSection>
      <div className="container contact-details">
        <section className="contact-details__office" aria-labelledby="contact-office-heading">
          <h2 id="contact-office-heading">{office.heading}</h2>
          <HeadOfficeAddress className="contact-address" />
          <p className="section__intro">{office.text}</p>
        </section>
        <section aria-labelledby="contact-regulatory-heading">
          <h2 id="contact-regulatory-heading">{regulatory.heading}</h2>
          <p className="section__intro">{regulatory.intro}</p>
          <FactList facts={regulatoryFacts(language)} />
        </section>
      </div>
      <PageEnd nextStep={emailUs} related={selfHelp} />
    </>
  );
}
