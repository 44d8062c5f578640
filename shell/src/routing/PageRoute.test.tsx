import type { PageModule } from '@mboa/shared';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useCallback, useState, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { InLanguage } from '../testing/chrome';
import { describe, expect, it, vi } from 'vitest';
import { FooterHoldContext, PageRoute } from './PageRoute';
import type { RoutePageLoader } from '../start/initialPage';

const savings: PageModule = {
  default: () => <h1>Savings Account</h1>,
  meta: { title: 'Savings Account | Mboa CCU', description: 'A savings account with no monthly maintenance fees.' },
};

/** The App's footer rule, reduced: a footer shows while nothing holds it. */
function WithFooter({ children }: { children: ReactNode }) {
  const [holds, setHolds] = useState(0);
  const hold = useCallback(() => {
    setHolds((n) => n + 1);
    return () => setHolds((n) => n - 1);
  }, []);
  return (
    <MemoryRouter>
      <InLanguage>
        <FooterHoldContext value={hold}>{children}</FooterHoldContext>
        {holds === 0 && <footer>Footer</footer>}
      </InLanguage>
    </MemoryRouter>
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

function CurrentPath() {
  return <output aria-label="current path">{useLocation().pathname}</output>;
}

const withLinks: PageModule = {
  default: () => (
    <p>
      <a href="/contact-us">Contact us</a> <a href="https://x.com/mboa_example">X</a>
    </p>
  ),
  meta: savings.meta,
};

describe('PageRoute', () => {
  it.each([
    ['a shell page', undefined],
    ['a remote page', 'personal-banking'],
  ])('turns a click on a same-origin plain link of %s into client-side navigation', async (_kind, remote) => {
    render(
      <WithFooter>
        <PageRoute path="/savings_account" load={async () => withLinks} remote={remote} />
        <CurrentPath />
      </WithFooter>,
    );
    const link = await screen.findByRole('link', { name: 'Contact us' });
    expect(fireEvent.click(link)).toBe(false); // default prevented: no page load
    expect(screen.getByLabelText('current path').textContent).toBe('/contact-us');
    expect(fireEvent.click(screen.getByRole('link', { name: 'X' }))).toBe(true); // another origin: the browser's
  });

  it('holds the footer back while the page loads, then shows both and sets the title and description', async () => {
    const page = deferred<PageModule | undefined>();
    render(
      <WithFooter>
        <PageRoute path="/savings_account" load={() => page.promise} />
      </WithFooter>,
    );
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(screen.queryByText('Footer')).toBeNull();

    await act(async () => page.resolve(savings));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Savings Account');
    expect(screen.getByText('Footer')).toBeTruthy();
    expect(document.title).toBe('Savings Account | Mboa CCU');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(savings.meta.description);
  });

  it("points the canonical link at the route's address on the production site", async () => {
    render(
      <WithFooter>
        <PageRoute path="/student-Account" load={async () => savings} remote="personal-banking" />
      </WithFooter>,
    );
    await screen.findByRole('heading', { level: 1 });
    // The head is written by an effect after the page is on screen.
    const canonicalHrefs = () =>
      [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href'));
    await waitFor(() => expect(canonicalHrefs()).toEqual(['https://www.mboa.example/student-Account']));
  });

  it('shows the not-found page, with no canonical link, when the owner has no page for the route', async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="canonical" href="https://www.mboa.example/personal-banking">',
    ); // the page before
    render(
      <WithFooter>
        <PageRoute path="/savings_account" load={async () => undefined} />
      </WithFooter>,
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe("That's an error.");
    await waitFor(() => expect(document.title).toBe('Page not found | Mboa CCU'));
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('shows the error screen with the footer when loading fails, and Retry loads again (attempt 1)', async () => {
    const load = vi
      .fn<RoutePageLoader>()
      .mockRejectedValueOnce(new Error('Loading chunk failed: personal-banking (down)'))
      .mockResolvedValueOnce(savings);
    render(
      <WithFooter>
        <PageRoute path="/savings_account" load={load} remote="personal-banking" />
      </WithFooter>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Loading chunk failed: personal-banking');
    expect(screen.getByText('Footer')).toBeTruthy();

    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Savings Account');
    expect(load.mock.calls.map(([attempt]) => attempt)).toEqual([0, 1]);
  });
});
