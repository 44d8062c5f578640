import type { PageModule } from '@mboa/shared';
import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver } from './home/FakeIntersectionObserver.testing';
import { LOCALES, escapeRegExp } from '@mboa/shared';
import helpCenterEn from './help/helpCenter.en';
import helpCenterFr from './help/helpCenter.fr';
import { describeLiveChatStatus, liveChatStatus } from './help/liveChat';
import { clientTree, renderAsServer, shellRoutes } from '../testing/shellServerRender';

/**
 * In jsdom, with React's development build (which reports every hydration mismatch): each shell
 * page's server HTML, inside the app's layout, hydrated by the same tree under a browser-side
 * router gives no recoverable error, no console error or warning, and leaves the DOM as the
 * server wrote it, but for what changes on purpose once the script runs (below).
 */

/** Saturday 21 November 2026, 10:00 in Limbe: live chat is open. */
const NOW = new Date('2026-11-21T10:00:00+01:00');

/**
 * What hydration changes on purpose: the sign-in forms enable their submit button, and the help
 * centre's chat line says whether chat is open now. Each replacement must apply.
 */
const CHANGED_BY_SCRIPT: Record<string, [RegExp, string][]> = {
  '/login': [[/ disabled=""/, '']],
  '/create-account': [[/ disabled=""/, '']],
  '/forgot_password': [[/ disabled=""/, '']],
  '/fr/login': [[/ disabled=""/, '']],
  '/fr/create-account': [[/ disabled=""/, '']],
  '/fr/forgot_password': [[/ disabled=""/, '']],
  '/help-center': [
    [/class="chat-status"/, 'class="chat-status chat-status--open"'],
    [
      literally(helpCenterEn.chat.status.hours),
      asSerialised(describeLiveChatStatus(liveChatStatus(NOW), helpCenterEn.chat.status, LOCALES.en)),
    ],
  ],
  '/fr/help-center': [
    [/class="chat-status"/, 'class="chat-status chat-status--open"'],
    [
      literally(helpCenterFr.chat.status.hours),
      asSerialised(describeLiveChatStatus(liveChatStatus(NOW), helpCenterFr.chat.status, LOCALES.fr)),
    ],
  ],
};

/** `text` as the DOM serialises it (innerHTML): a no-break space as &nbsp;. */
function asSerialised(text: string): string {
  return text.replace(/\u00a0/g, '&nbsp;');
}

/** A pattern matching `text` in the serialised DOM. */
function literally(text: string): RegExp {
  return new RegExp(escapeRegExp(asSerialised(text)));
}

function expectedAfterHydration(path: string, serverDom: string): string {
  let expected = serverDom;
  for (const [pattern, replacement] of CHANGED_BY_SCRIPT[path] ?? []) {
    expect(expected, `${path}: ${pattern} is in the server's HTML`).toMatch(pattern);
    expected = expected.replace(pattern, replacement);
  }
  return expected;
}

interface Hydrated {
  container: HTMLElement;
  serverDom: string;
  recoverable: unknown[];
  logged: string[];
  root: Root;
}

/** The server's HTML of `serverPath` in a container, hydrated by the client tree at `clientPath`. */
async function hydrate(
  serverPath: string,
  page: PageModule,
  clientPath = serverPath,
  tree: ReactNode = clientTree(clientPath, page),
): Promise<Hydrated> {
  const container = document.createElement('div');
  container.innerHTML = renderAsServer(serverPath, page);
  document.body.append(container);
  const serverDom = container.innerHTML;
  const recoverable: unknown[] = [];
  const logged: string[] = [];
  const record = (...args: unknown[]) => logged.push(args.map(String).join(' '));
  vi.spyOn(console, 'error').mockImplementation(record);
  vi.spyOn(console, 'warn').mockImplementation(record);
  const root = await act(async () =>
    hydrateRoot(container, tree, { onRecoverableError: (error) => recoverable.push(error) }),
  );
  return { container, serverDom, recoverable, logged, root };
}

let hydrated: Hydrated | undefined;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  // As in a browser, where the testimonials are below the fold: the carousel's chunk waits.
  FakeIntersectionObserver.install();
});

afterEach(() => {
  if (hydrated) {
    act(() => hydrated!.root.unmount());
    hydrated.container.remove();
    hydrated = undefined;
  }
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('shell pages hydrate their server HTML', () => {
  it.each(shellRoutes().map((route) => [route.path, route] as const))('%s', async (path, route) => {
    hydrated = await hydrate(path, await route.load());
    expect(hydrated.recoverable, 'recoverable errors').toEqual([]);
    expect(hydrated.logged, 'console errors and warnings').toEqual([]);
    expect(hydrated.container.innerHTML, 'the DOM once hydrated').toBe(
      expectedAfterHydration(path, hydrated.serverDom),
    );
  });

  it("/blog?q=ussd: the HTML of /blog hydrates, then the search is the address's", async () => {
    const route = shellRoutes().find((candidate) => candidate.path === '/blog')!;
    hydrated = await hydrate('/blog', await route.load(), '/blog?q=ussd');
    expect(hydrated.recoverable).toEqual([]);
    expect(hydrated.logged).toEqual([]);
    expect(hydrated.container.querySelector<HTMLInputElement>('#blog-search')?.value).toBe('ussd');
    for (const article of hydrated.container.querySelectorAll('.article-list > li'))
      expect(article.textContent?.toLowerCase()).toContain('ussd');
  });

  it('/login: what the visitor typed before the script ran is kept', async () => {
    const route = shellRoutes().find((candidate) => candidate.path === '/login')!;
    const page = await route.load();
    const container = document.createElement('div');
    container.innerHTML = renderAsServer('/login', page);
    document.body.append(container);
    container.querySelector<HTMLInputElement>('#form-username')!.value = 'ngozi';
    const root = await act(async () => hydrateRoot(container, clientTree('/login', page)));
    hydrated = { container, serverDom: '', recoverable: [], logged: [], root };
    expect(container.querySelector<HTMLInputElement>('#form-username')?.value).toBe('ngozi');
    expect(container.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(false);
  });
});
