import type { PageModule } from '@mboa/shared';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { InitialPageContext, type InitialPage, type InitialPageBox } from './initialPage';
import { PageRoute } from './PageRoute';

const savings: PageModule = {
  default: () => <h1>Savings Account</h1>,
  meta: { title: 'Savings Account | Mboa CCU', description: 'A savings account with no monthly maintenance fees.' },
};

function GoTo({ to, label }: { to: string; label: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(to)}>
      {label}
    </button>
  );
}

/** Two routes, as AppRoutes renders them: one PageRoute per path, keyed by it. */
function Site({ box, load, path = '/savings_account' }: { box: InitialPageBox; load: () => Promise<PageModule | undefined>; path?: string }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <InitialPageContext value={box}>
        <main>
          <Routes>
            <Route path="/savings_account" element={<PageRoute key="/savings_account" path="/savings_account" load={load} remote="personal-banking" />} />
            <Route path="/legal" element={<h1>Legal</h1>} />
          </Routes>
        </main>
        <GoTo to="/legal" label="Legal" />
        <GoTo to="/savings_account" label="Savings" />
      </InitialPageContext>
    </MemoryRouter>
  );
}

describe('the prerendered page given to the first render', () => {
  it('renders the route ready, with no spinner and no load, so hydrating its server HTML matches', async () => {
    const load = vi.fn(async () => savings);
    const initial: InitialPage = { path: '/savings_account', page: savings };
    const html = renderToString(<Site box={{ current: initial }} load={load} />);
    expect(html).toContain('<h1>Savings Account</h1>');
    expect(html).not.toContain('Loading');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Site box={{ current: initial }} load={load} />, { onRecoverableError: recoverable });
    });
    expect(container.innerHTML).toBe(html);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
    container.remove();
  });

  it('is taken once: coming back to the route loads its page as usual', async () => {
    const load = vi.fn(async () => savings);
    const box: InitialPageBox = { current: { path: '/savings_account', page: savings } };
    render(<Site box={box} load={load} />);
    expect(screen.getByRole('heading', { name: 'Savings Account' })).toBeTruthy();
    expect(box.current).toBeUndefined();
    await act(async () => screen.getByRole('button', { name: 'Legal' }).click());
    await act(async () => screen.getByRole('button', { name: 'Savings' }).click());
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Savings Account' })).toBeTruthy();
  });

  it('is not used by another route than the one it was rendered for', async () => {
    const load = vi.fn(async () => savings);
    render(<Site box={{ current: { path: '/legal', page: savings } }} load={load} />);
    expect(screen.getByText('Loading this section…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Savings Account' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the server HTML of a page whose code could not load, readable, its links still client-side', async () => {
    const html = '<h1>Savings Account</h1><p><a href="/legal">Legal notice</a></p>';
    const load = vi.fn(async () => savings);
    render(<Site box={{ current: { path: '/savings_account', html } }} load={load} />);
    expect(screen.getByRole('heading', { name: 'Savings Account' }).closest('[data-remote="personal-banking"]')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    await act(async () => screen.getByRole('link', { name: 'Legal notice' }).click());
    expect(screen.getByRole('heading', { name: 'Legal' })).toBeTruthy();
  });
});
