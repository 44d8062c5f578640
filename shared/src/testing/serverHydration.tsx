// A remote's pages hydrated from their server HTML in jsdom, alone and inside a tree like the shell's.
import { act, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { expect, vi } from 'vitest';
import type { RemotePages, RemoteServerEntry } from '../contract';
import type { RoutePath } from '../routes';
import { TEST_ASSET_BASE, loadPage } from './remotePages';

/** Where a page's component is hydrated: alone (as it was rendered), and inside a tree like the shell's. */
const PLACEMENTS = {
  alone: {
    html: (html: string) => html,
    element: (Page: ComponentType): ReactNode => <Page />,
  },
  'inside the shell': {
    html: (html: string, remote: string) =>
      `<header></header><main><div data-remote="${remote}">${html}</div></main><footer></footer>`,
    element: (Page: ComponentType, remote: string): ReactNode => (
      <>
        <header />
        <main>
          <div data-remote={remote}>
            <Page />
          </div>
        </main>
        <footer />
      </>
    ),
  },
} as const;

export interface HydrationOptions {
  /**
   * The page's DOM once hydrated, from its server HTML, for a page that changes on purpose when
   * its script takes over (Verify Statement enables its button); unchanged by default.
   */
  afterHydration?: (path: RoutePath, serverHtml: string) => string;
}

/**
 * In jsdom, with React's development build (which reports every hydration mismatch on
 * console.error): each page's server HTML, hydrated by its component both where it was rendered
 * (alone) and inside a tree like the shell's (ids from useId would differ there), gives no
 * recoverable error and no console error, and leaves the DOM as the server wrote it.
 */
export async function expectEveryPageHydratesItsServerHtml(
  entry: RemoteServerEntry,
  remote: RemotePages,
  options: HydrationOptions = {},
): Promise<void> {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    for (const path of entry.routes) {
      const { html } = (await entry.renderPage(path, { assetBase: TEST_ASSET_BASE }))!;
      const { default: Page } = await loadPage(remote, path);
      for (const [placement, { html: wrap, element }] of Object.entries(PLACEMENTS)) {
        const where = `${path} (${placement})`;
        const container = document.createElement('div');
        container.innerHTML = wrap(html, entry.remote);
        document.body.append(container);
        const serverDom = container.innerHTML;
        const recoverable: unknown[] = [];
        const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        try {
          const root = await act(async () =>
            hydrateRoot(container, element(Page, entry.remote), {
              onRecoverableError: (error) => recoverable.push(error),
            }),
          );
          expect(recoverable, `${where}: recoverable errors`).toEqual([]);
          expect(
            consoleError.mock.calls.map((call) => String(call[0])),
            `${where}: console errors`,
          ).toEqual([]);
          const expected = options.afterHydration
            ? asSerialized(wrap(options.afterHydration(path, html), entry.remote))
            : serverDom;
          expect(container.innerHTML, `${where}: the DOM once hydrated`).toBe(expected);
          act(() => root.unmount());
        } finally {
          consoleError.mockRestore();
          container.remove();
        }
      }
    }
  } finally {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
  }
}

/** HTML as the DOM serialises it once parsed (`<input/>` becomes `<input>`, and so on). */
function asSerialized(html: string): string {
  const parsed = document.createElement('div');
  parsed.innerHTML = html;
  return parsed.innerHTML;
}
