import { identity } from '@mboa/shared';
import { useEffect, useState } from 'react';
import type { ChatSupportContent } from '../../content/helpCenter';
import { describeLiveChatStatus, liveChatStatus, msUntilNextMinute } from '../../lib/liveChat';
import { linkMailAddresses } from './contactLinks';

/**
 * The chat-support block: the hours, whether chat is open right now (in Limbe time, whatever
 * the device's zone) and how to start a chat. The status is known at the first render, so it
 * never appears late; it is worked out again at the start of each minute.
 */
export function ChatSupport({ content, id = 'chat-support-heading' }: { content: ChatSupportContent; id?: string }) {
  const now = useMinuteClock();
  const status = liveChatStatus(now);
  return (
    <section className="band section--tinted" aria-labelledby={id}>
      <div className="container chat-support">
        <div>
          <h2 id={id}>{content.heading}</h2>
          <p className="chat-support__hours">{content.hoursLine}</p>
          <p role="status" className={status.open ? 'chat-status chat-status--open' : 'chat-status chat-status--closed'}>
            <span className="chat-status__dot" aria-hidden="true" />
            {describeLiveChatStatus(status)}
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

/** The current time, renewed at the start of each minute. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setTimeout(() => setNow(new Date()), msUntilNextMinute(now));
    return () => clearTimeout(timer);
  }, [now]);
  return now;
}
