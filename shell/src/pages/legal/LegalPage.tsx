import { IsoDate, PageEnd } from '@mboa/shared';
import { InfoPageFrame } from '../infoPage/InfoPageFrame';
import { LegalSectionView } from './LegalSectionView';
import type { LegalContent } from './legal';

/** /legal: terms of use, privacy notice, cookie notice, security and regulatory information. */
export default function LegalPage({ content }: { content: LegalContent }) {
  const { banner, lastUpdated, lastUpdatedLabel, onThisPage, sections, nextStep, related } = content;
  return (
    <InfoPageFrame
      banner={banner}
      bannerExtra={
        <p className="page-banner__support">
          {lastUpdatedLabel} <IsoDate date={lastUpdated} />
        </p>
      }
    >
      <nav className="on-this-page container" aria-labelledby="on-this-page-heading">
        <h2 id="on-this-page-heading" className="on-this-page__heading">
          {onThisPage}
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
