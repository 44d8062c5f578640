import { identity } from '../identity';

/** The product pages' line under the banner: help centre, live chat hours, support e-mail. */
export function SupportLine() {
  const { hours, days, timeZone } = identity.liveChat;
  return (
    <p className="page-banner__support">
      Questions? Visit the <a href="/help-center">Help Centre</a>, chat with us {hours}, {days}, {timeZone}, or e-mail{' '}
      <a href={`mailto:${identity.email.support}`}>{identity.email.support}</a>.
    </p>
  );
}
