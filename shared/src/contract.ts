import type { ComponentType } from 'react';
import type { RoutePath } from './routes';

/**
 * The contract between the shell and a remote. Each remote exposes exactly one module,
 * REMOTE_PAGES_MODULE, whose default export is a RemotePages object. Each page loader is a
 * dynamic import, so opening one page downloads that page's chunk only.
 */
export const REMOTE_PAGES_MODULE = './pages';

export interface PageModule {
  default: ComponentType;
}

export type PageLoader = () => Promise<PageModule>;

export interface RemotePages {
  /** Pages this remote renders today; an owned route without one shows the not-found page. */
  readonly pages: Partial<Record<RoutePath, PageLoader>>;
}

/** Type-checks a remote's pages object against the contract. */
export function defineRemotePages(pages: RemotePages['pages']): RemotePages {
  return { pages };
}

export function isRemotePages(value: unknown): value is RemotePages {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { pages?: unknown }).pages === 'object' &&
    (value as { pages?: unknown }).pages !== null
  );
}
