import { useLocalisedHref } from '@mboa/shared';
import type { FaqTopic } from './faqs';

/**
 * One FAQ topic: its heading, then each question as a native disclosure. Closed answers stay in
 * the page, so the browser's find-in-page finds them (and opens the question that holds them).
 */
export function FaqTopicCard({ topic }: { topic: FaqTopic }) {
  const href = useLocalisedHref();
  const headingId = `${topic.id}-heading`;
  return (
    <section id={topic.id} className="faq-topic" aria-labelledby={headingId}>
      {/* What the topic's answers are about: search weighs it as a page's title. */}
      <h2 id={headingId} className="faq-topic__title" data-pagefind-weight="10">
        {topic.title}
      </h2>
      <p className="faq-topic__summary">{topic.summary}</p>
      <div className="faq-topic__questions">
        {topic.questions.map((entry) => (
          <details key={entry.question} className="faq">
            <summary className="faq__question">{entry.question}</summary>
            <div className="faq__answer">
              {entry.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
      {topic.more && (
        <p className="faq-topic__more">
          <a href={href(topic.more.href)}>
            {topic.more.text}
            <span aria-hidden="true"> →</span>
          </a>
        </p>
      )}
    </section>
  );
}
