import { identity } from '../identity';
import { useLocalisedHref } from '../language/language';

/** "Questions? Visit the" [Help Centre], ", chat with us …, or e-mail" [address]. */
export interface SupportLineText {
  readonly lead: string;
  readonly helpCentre: string;
  readonly chatAndMail: string;
}

export function SupportLine({ text }: { text: SupportLineText }) {
  const href = useLocalisedHref();
  return (
    // The same on every page: search would find it everywhere.
    <p className="page-banner__support" data-pagefind-ignore="">
      {text.lead} <a href={href('/help-center')}>{text.helpCentre}</a>
      {text.chatAndMail} <a href={`mailto:${identity.email.support}`}>{identity.email.support}</a>.
    </p>
  );
}
