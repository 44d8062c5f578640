import {
  identity,
  linkMailAddresses,
  LOCALES,
  needsApp,
  now as clockNow,
  useHydrated,
  useLanguage,
} from '@mboa/shared';
import { useEffect, useState } from 'react';
import type { ChatSupportContent } from './helpCenter';
import { describeLiveChatStatus, liveChatStatus, msUntilNextMinute } from './liveChat';

/**
 * The chat hours and whether chat is open now, in Limbe time. The server's HTML and the render that hydrates it give
 * the hours (true at any time); the status follows, renewed each minute, in a box of two lines so nothing moves.
 */
export function ChatSupport({ content, id = 'chat-support-heading' }: { content: ChatSupportContent; id?: string }) {
  const locale = LOCALES[useLanguage()];
  const now = useMinuteClock();
  const status = now && liveChatStatus(now);
  const statusClass = status
    ? status.open
      ? 'chat-status chat-status--open'
      : 'chat-status chat-status--closed'
    : 'chat-status';
  return (
    <section className="band section--tinted" aria-labelledby={id}>
      <div className="container chat-support">
        <div>
          <h2 id={id}>{content.heading}</h2>
          <p className="chat-support__hours">{content.hoursLine}</p>
          <p {...needsApp} role="status" className={statusClass}>
            <span className="chat-status__dot" aria-hidden="true" />
            {status ? describeLiveChatStatus(status, content.status, locale) : content.status.hours}
          </p>
        </div>
        <div>
          {content.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p>
            <a className="button" href={identity.phone.whatsappLink} rel="noopener">
              {content.whatsappLabel}
            </a>
          </p>
          <p className="chat-support__after-hours">{linkMailAddresses(content.afterHours)}</p>
        </div>
      </div>
    </section>
  );
}

/** The time, renewed each minute; null on the server and in hydration: the HTML must not depend on when it was made. */
function useMinuteClock(): Date | null {
  const hydrated = useHydrated();
  const [now, setNow] = useState<Date | null>(() => (hydrated ? new Date(clockNow()) : null));
  useEffect(() => {
    if (!hydrated) return;
    if (now === null) {
      setNow(new Date(clockNow()));
      return;
    }
    const timer = setTimeout(() => setNow(new Date(clockNow())), msUntilNextMinute(now));
    return () => clearTimeout(timer);
  }, [hydrated, now]);
  return now;
}
