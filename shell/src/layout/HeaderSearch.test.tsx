import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../testing/renderPage';
import { prepareSiteSearch } from '../search/siteSearch';
import { SiteHeader } from './SiteHeader';

vi.mock('../search/siteSearch', () => ({ prepareSiteSearch: vi.fn(() => Promise.resolve()) }));
const prepare = vi.mocked(prepareSiteSearch);
afterEach(() => prepare.mockClear());

describe('the header search', () => {
  it('is a GET form to the search page in the page’s language, which loads nothing until it is focused', async () => {
    renderAt('/fr/njangie', <SiteHeader />, 'fr');
    const form = screen.getByRole('search', { name: 'Rechercher sur le site' });
    expect([form.getAttribute('action'), form.getAttribute('method')]).toEqual(['/fr/search', 'get']);
    expect(prepare).not.toHaveBeenCalled();
    fireEvent.focus(screen.getByRole('searchbox', { name: 'Rechercher sur le site' }));
    await waitFor(() => expect(prepare).toHaveBeenCalledWith('fr'));
  });

  it('opens the search page with the query in the app', () => {
    renderAt('/savings_account', <SiteHeader />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the site' }), {
      target: { value: ' saving acount ' },
    });
    fireEvent.submit(screen.getByRole('search', { name: 'Search the site' }));
    expect(screen.getByTestId('location').textContent).toBe('/search?q=saving+acount');
  });

  it('is left out of the search page, which has its own field', () => {
    renderAt('/search', <SiteHeader />);
    expect(screen.queryByRole('search')).toBeNull();
  });
});
