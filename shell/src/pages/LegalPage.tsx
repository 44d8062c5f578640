import { PageEnd } from '@mboa/shared';
import { LegalSectionView } from '../components/about/LegalSectionView';
import { InfoPageFrame } from '../components/about/InfoPageFrame';
import { formatIsoDate } from '../lib/formatDate';
import { legal } from '../content/legal';

export { meta } from '../content/legal';

/** /legal: terms of use, privacy notice, cookie notice, security and regulatory information. */
export default function LegalPage() {
  const { banner, lastUpdated, sections, nextStep, related } = legal;
  return (
    <InfoPageFrame
      banner={banner}
      bannerExtra={
        <p className="page-banner__support">
          Last updated <time dateTime={lastUpdated}>{formatIsoDate(lastUpdated)}</time>
        </p>
      }
    >
      <nav className="on-this-page container" aria-labelledby="on-this-page-heading">
        <h2 id="on-this-page-heading" className="on-this-page__heading">
          On this page
        </h2>
        <ul>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((section, index) => (
        <LegalSectionView key={section.id} section={section} tinted={index % 2 === 0} />
      ))}
      <PageEnd nextStep={nextStep} related={related} />
    </InfoPageFrame>
  );
}
