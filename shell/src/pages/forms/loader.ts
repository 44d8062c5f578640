import type { PageMeta } from '@mboa/shared';

/** The loader route's record (/mboaloader): the full-screen loader on its own. */
export interface LoaderContent {
  readonly meta: PageMeta;
  /** The page's h1, for screen readers only. */
  readonly heading: string;
  /** Under the spinner, and announced. */
  readonly loadingLabel: string;
}
