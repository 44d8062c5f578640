// The names both hosts and the shell agree on for a preview or a canary (docs/hosting.md, "Preview and canary").

/** The link's signed value: token, expiry, signature. */
export const PREVIEW_COOKIE = 'mboa_preview';

/** A whole number below BUCKETS, and nothing else. */
export const CANARY_COOKIE = 'mboa_bucket';

/** A canary at 10% is buckets 0 to 9. */
export const BUCKETS = 100;

export const PREVIEW_PARAMETER = 'preview';
export const END_PREVIEW = 'end';
