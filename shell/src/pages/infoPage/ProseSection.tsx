import { ListSection } from '@mboa/shared';
import type { ProseContent } from './infoPage';

/** A section of running text: its heading and paragraphs, at a readable line length. */
export function ProseSection({ id, content }: { id: string; content: ProseContent }) {
  return (
    <ListSection id={id} heading={content.heading}>
      <div className="prose">
        {content.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </ListSection>
  );
}
