import { useLocalisedHref } from '@mboa/shared';
import type { MemberStory } from './testimonies';

/** A longer member story, in the member's words, with the account it is about. */
export function MemberStoryCard({ story }: { story: MemberStory }) {
  const href = useLocalisedHref();
  const headingId = `${story.id}-heading`;
  return (
    <article className="info-card story-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{story.heading}</h3>
      <blockquote className="story-card__quote">
        {story.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </blockquote>
      <p className="story-card__author">
        <strong>{story.name}</strong>, {story.role}
      </p>
      <p className="story-card__account">
        <span className="story-card__summary">{story.account.summary}</span>
        <a className="card__link" href={href(story.account.href)}>
          {story.account.linkText}
          <span aria-hidden="true"> →</span>
        </a>
      </p>
    </article>
  );
}
