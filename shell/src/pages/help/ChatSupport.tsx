import { identity, linkMailAddresses, LOCALES, needsApp, now as clockNow, useHydrated, useLanguage } from '@mboa/shared';
import { useEffect, useState } from 'react';
import type { ChatSupportContent } from './helpCenter';
import { describeLiveChatStatus, liveChatStatus, msUntilNextMinute } from './liveChat';

/**
 * The chat-support block: the hours, whether chat is open right now (in Limbe time, whatever
 * the device's zone) and how to start a chat. The status depends on the time, which the server's
 * HTML cannot know: there, and in the render that hydrates it, the line gives the hours (true at
 * any time, and what a visitor with JavaScript off keeps); right after, the status. A page
 * rendered in the browser alone knows it at its first render. It is worked out again at the
 * start of each minute. The box keeps two lines (help.css), so the change moves nothing.
 */
export function ChatSupport({ content, id = 'chat-support-heading' }: { content: ChatSupportContent; id?: string }) {
  const locale = LOCALES[useLanguage()];
  const now = useMinuteClock();
  const status = now && liveChatStatus(now);
  const statusClass = status ? (status.open ? 'chat-status chat-status--open' : 'chat-status chat-status--closed') : 'chat-status';
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

/**
 * The current time, renewed at the start of each minute; null while rendering on the server and
 * hydrating (never read there: the HTML must not depend on when it was made).
 */
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
