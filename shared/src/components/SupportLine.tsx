import { identity } from '../identity';
import { useLocalisedHref } from '../language/language';

/** The support line's words, from the page's record: the links and the address come from here. */
export interface SupportLineText {
  /** Before the Help Centre link: "Questions? Visit the". */
  readonly lead: string;
  /** The Help Centre link's text. */
  readonly helpCentre: string;
  /** Between that link and the support e-mail address: ", chat with us …, or e-mail". */
  readonly chatAndMail: string;
}

/** The product pages' line under the banner: help centre, live chat hours, support e-mail. */
export function SupportLine({ text }: { text: SupportLineText }) {
  const href = useLocalisedHref();
  return (
    <p className="page-banner__support">
      {text.lead} <a href={href('/help-center')}>{text.helpCentre}</a>
      {text.chatAndMail} <a href={`mailto:${identity.email.support}`}>{identity.email.support}</a>.
    </p>
  );
}
