// How a visitor's browser is given a release other than the live one (docs/hosting.md, "Preview
// and canary"): the names both hosts and the shell agree on. A section's candidate release is
// shown to one browser by a preview link, or to a share of visitors by a canary; the hosts choose
// the pages and the manifest from these cookies, and the shell's preview bar ends a preview with
// the query below.

/** The preview's cookie: the link's signed value (token, expiry, signature), set by the host. */
export const PREVIEW_COOKIE = 'mboa_preview';

/** The canary's cookie: the visitor's bucket, a whole number below BUCKETS, and nothing else. */
export const CANARY_COOKIE = 'mboa_bucket';

/** Visitors are spread over this many buckets: a canary at 10% is buckets 0 to 9. */
export const BUCKETS = 100;

/** A page address with `?preview=<value>` opens a preview; `?preview=end` ends it. */
export const PREVIEW_PARAMETER = 'preview';
export const END_PREVIEW = 'end';
