import type { PageModule, SitePage } from '@mboa/shared';
import { InLanguage } from '../testing/chrome';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes } from './AppRoutes';
import type { InitialPage } from '../start/initialPage';

const savings: PageModule = {
  default: () => <h1>Savings Account</h1>,
  meta: { title: 'Savings Account | Mboa CCU', description: 'A savings account with no monthly maintenance fees.' },
};
const legal: PageModule = {
  default: () => <h1>Legal</h1>,
  meta: { title: 'Legal | Mboa CCU', description: 'Legal notice.' },
};

/** The browser's loader, reduced: the page of each of two routes. */
const loader = () => vi.fn(async (route: SitePage) => (route.path === '/legal' ? legal : savings));

function GoTo({ to, label }: { to: string; label: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(to)}>
      {label}
    </button>
  );
}

function Site({
  initialPage,
  load,
  path = '/savings_account',
}: {
  initialPage?: InitialPage;
  load: ReturnType<typeof loader>;
  path?: string;
}) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <main>
        <InLanguage>
          <AppRoutes loadPage={load} initialPage={initialPage} />
        </InLanguage>
      </main>
      <GoTo to="/legal" label="Legal" />
      <GoTo to="/savings_account" label="Savings" />
    </MemoryRouter>
  );
}

const savingsLoads = (load: ReturnType<typeof loader>) =>
  load.mock.calls.filter(([route]) => route.path === '/savings_account').length;

describe('the prerendered page given to the first render', () => {
  it('renders the route ready, with no spinner and no load, so hydrating its server HTML matches', async () => {
    const load = loader();
    const initial: InitialPage = { path: '/savings_account', page: savings };
    const html = renderToString(<Site initialPage={initial} load={load} />);
    expect(html).toContain('<h1>Savings Account</h1>');
    expect(html).not.toContain('Loading');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Site initialPage={initial} load={load} />, { onRecoverableError: recoverable });
    });
    expect(container.innerHTML).toBe(html);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
    container.remove();
  });

  it('is taken once: coming back to the route loads its page as usual', async () => {
    const load = loader();
    render(<Site initialPage={{ path: '/savings_account', page: savings }} load={load} />);
    expect(screen.getByRole('heading', { name: 'Savings Account' })).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'Legal' }).click());
    expect(await screen.findByRole('heading', { name: 'Legal' })).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'Savings' }).click());
    expect(await screen.findByRole('heading', { name: 'Savings Account' })).toBeTruthy();
    expect(savingsLoads(load)).toBe(1);
  });

  it('is not used by another route than the one it was rendered for', async () => {
    const load = loader();
    render(<Site initialPage={{ path: '/legal', page: legal }} load={load} />);
    expect(screen.getByText('Loading this section…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Savings Account' })).toBeTruthy();
    expect(savingsLoads(load)).toBe(1);
  });

  it('keeps the server HTML of a page whose code could not load, readable, its links still client-side', async () => {
    const html = '<h1>Savings Account</h1><p><a href="/legal">Legal notice</a></p>';
    const load = loader();
    render(<Site initialPage={{ path: '/savings_account', html }} load={load} />);
    expect(screen.getByRole('heading', { name: 'Savings Account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Legal notice' }).getAttribute('href')).toBe('/legal');
    expect(load).not.toHaveBeenCalled();
    await act(async () => screen.getByRole('link', { name: 'Legal notice' }).click());
    expect(await screen.findByRole('heading', { name: 'Legal' })).toBeTruthy();
  });
});
