import { SECTION_NAMES, type Language, type ReleasePreview } from '@mboa/shared';
import { END_PREVIEW, PREVIEW_PARAMETER } from '@mboa/shared/release-choice';
import type { ChromeText } from '../chrome/chrome';

/**
 * The bar above a page composed for a preview link (docs/hosting.md, "Preview and canary"): which
 * section's release this browser is seeing instead of the live one, and a link that ends the
 * preview. It is put before the app's root, outside what React hydrates, so it stays while the
 * visitor moves between pages in the app. The link is a plain page load: the host ends the
 * preview (its cookie) and answers with the same page, live.
 */
export function ReleasePreviewBar({ preview, language, text }: { preview: ReleasePreview; language: Language; text: ChromeText['releasePreview'] }) {
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
