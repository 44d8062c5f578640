import { IsoDate } from '@mboa/shared';
import type { PressRelease } from './press';

/** Press releases, newest first, each with its date. */
export function PressReleaseList({ releases }: { releases: readonly PressRelease[] }) {
  return (
    <ul className="press-list">
      {releases.map((release) => (
        <li key={release.id}>
          <article className="press-list__item" aria-labelledby={`${release.id}-heading`}>
            <IsoDate className="press-list__date" date={release.date} />
            <h3 id={`${release.id}-heading`}>{release.title}</h3>
            {release.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </article>
        </li>
      ))}
    </ul>
  );
}
