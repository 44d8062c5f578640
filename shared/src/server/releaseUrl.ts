/**
 * What the server build writes for an asset's URL (an illustration's `src`) in place of the
 * release's URL, which only the render knows (RenderPageOptions.releaseUrl): a module's asset
 * URLs are computed once, when the module is first evaluated, and one process may render
 * releases served from different places. renderPage replaces it in the HTML it returns.
 * Letters, digits and underscores only, so React's escaping of attributes leaves it intact.
 */
export const RELEASE_URL_PLACEHOLDER = '__MBOA_RELEASE_URL__/';

/** The HTML with the release's URL in place of every placeholder, escaped as React escapes attributes. */
export function withReleaseUrl(html: string, releaseUrl: string): string {
  const folder = releaseUrl === '' || releaseUrl.endsWith('/') ? releaseUrl : `${releaseUrl}/`;
  return html.replaceAll(RELEASE_URL_PLACEHOLDER, escapeAttribute(folder));
}

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c] ?? c);
}
