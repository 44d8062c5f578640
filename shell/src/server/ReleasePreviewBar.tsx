import { SECTION_NAMES, type Language, type ReleasePreview } from '@mboa/shared';
import { END_PREVIEW, PREVIEW_PARAMETER } from '@mboa/shared/release-choice';
import type { ChromeText } from '../chrome/chrome';

/**
 * The bar above a page composed for a preview link (docs/hosting.md, "Preview and canary"). Outside the app's root, it
 * stays as the visitor moves in the app; its link is a page load, on which the host ends the preview.
 */
export function ReleasePreviewBar({
  preview,
  language,
  text,
}: {
  preview: ReleasePreview;
  language: Language;
  text: ChromeText['releasePreview'];
}) {
  return (
    <aside className="release-preview" aria-label={text.label}>
      <p className="release-preview__text">
        {text.seeing(SECTION_NAMES[preview.section][language], preview.buildId)}{' '}
        <a className="release-preview__end" href={`?${PREVIEW_PARAMETER}=${END_PREVIEW}`}>
          {text.end}
        </a>
      </p>
    </aside>
  );
}
