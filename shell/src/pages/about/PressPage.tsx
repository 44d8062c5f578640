import { Checklist, ListSection, PageEnd, callToActionHref } from '@mboa/shared';
import { InfoPageFrame } from '../infoPage/InfoPageFrame';
import { PressReleaseList } from './PressReleaseList';
import type { PressContent } from './press';

/** /press: press releases with their dates, the media contact and a short fact sheet. */
export default function PressPage({ content }: { content: PressContent }) {
  const { banner, releases, mediaContact, factSheet, nextStep, related } = content;
  return (
    <InfoPageFrame banner={banner}>
      <ListSection id="releases-heading" heading={releases.heading} intro={releases.intro}>
        <PressReleaseList releases={releases.items} />
      </ListSection>
      <ListSection id="media-contact-heading" heading={mediaContact.heading} tinted>
        <p className="prose">{mediaContact.text}</p>
        <a className="button" href={callToActionHref(mediaContact.action)}>
          {mediaContact.action.label}
        </a>
      </ListSection>
      <ListSection id="fact-sheet-heading" heading={factSheet.heading}>
        <Checklist items={factSheet.items} />
      </ListSection>
      <PageEnd nextStep={nextStep} related={related} />
    </InfoPageFrame>
  );
}
