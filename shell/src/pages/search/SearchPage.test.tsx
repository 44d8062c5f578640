import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IndexedPage } from '@mboa/shared';
import { InLanguage } from '../../testing/chrome';
import { renderAt } from '../../testing/renderPage';
import { searchSite, type SiteSearchOutcome } from '../../search/siteSearch';
import searchEn from './search.en';
import searchFr from './search.fr';
import SearchPage, { TYPING_PAUSE_MS } from './SearchPage';
import { SiteIndexContext } from './siteIndexContext';

vi.mock('../../search/siteSearch', async (original) => ({
  ...(await original<typeof import('../../search/siteSearch')>()),
  searchSite: vi.fn(),
}));
const search = vi.mocked(searchSite);

const FOUND: SiteSearchOutcome = {
  results: [
    {
      url: '/student-Account',
      title: 'Student Account',
      excerpt: 'Open a <mark>student</mark> account &amp; save',
      owner: 'personal-banking',
    },
    { url: '/faqs', title: 'FAQs', excerpt: 'Can a <mark>student</mark> open…', owner: 'shell' },
  ],
  total: 2,
  unsearchable: ['group-societies'],
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  search.mockReset();
});

async function typePauseAndSettle(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
  await act(async () => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS));
}

describe('/search', () => {
  it('searches once typing pauses, lists each page with its excerpt and section, and names a section it could not search', async () => {
    search.mockResolvedValue(FOUND);
    renderAt('/search', <SearchPage content={searchEn} />);
    const field = screen.getByRole('searchbox', { name: 'Search the site' });
    fireEvent.change(field, { target: { value: 'stu' } });
    await typePauseAndSettle(field, 'student');
    expect(search.mock.calls).toEqual([['en', 'student', 8]]);
    expect(screen.getByTestId('location').textContent).toBe('/search?q=student');
    expect(screen.getByRole('status').textContent).toBe('2 pages match “student”.');
    const results = within(document.querySelector<HTMLElement>('ol.search-results')!).getAllByRole('listitem');
    expect(results.map((item) => item.querySelector('a')?.getAttribute('href'))).toEqual(['/student-Account', '/faqs']);
    expect(results[0]!.querySelector('mark')?.textContent).toBe('student');
    expect(results[0]!.textContent).toContain('Open a student account & save');
    expect(results[0]!.textContent).toContain('Section: Personal Banking');
    expect(results[1]!.textContent).toContain('Section: About Us and Help Centre');
    expect(screen.getByText(/Group Societies could not be searched just now/)).toBeTruthy();
  });

  it('says when nothing matches, and when the search could not load', async () => {
    search.mockResolvedValueOnce({ results: [], total: 0, unsearchable: [] });
    renderAt('/fr/search', <SearchPage content={searchFr} />, 'fr');
    const field = screen.getByRole('searchbox', { name: 'Rechercher sur le site' });
    await typePauseAndSettle(field, 'zzz');
    expect(screen.getByRole('status').textContent).toBe(
      'Aucune page ne correspond à «\u00a0zzz\u00a0». Essayez un autre mot, ou parcourez toutes les pages ci-dessous.',
    );
    search.mockRejectedValueOnce(new Error('offline'));
    await typePauseAndSettle(field, 'relevé');
    expect(screen.getByRole('status').textContent).toBe(searchFr.status.failed);
  });

  it('says, offline, how many saved pages search covers, in both languages', async () => {
    const saved = {
      url: '/njangie',
      title: 'Njangie',
      excerpt: '<mark>njangie</mark>',
      owner: 'group-societies' as const,
    };
    search.mockResolvedValue({ results: [saved], total: 1, unsearchable: [], offlinePages: 3 });
    renderAt('/search', <SearchPage content={searchEn} />);
    await typePauseAndSettle(screen.getByRole('searchbox', { name: 'Search the site' }), 'njangie');
    expect(screen.getByRole('status').textContent).toBe(
      'You are offline: search covers the 3 pages saved on this device. 1 page matches “njangie”.',
    );
    expect(document.querySelector('.site-search-page__unsearchable')).toBeNull();
    cleanup();

    search.mockResolvedValue({ results: [], total: 0, unsearchable: [], offlinePages: 1 });
    renderAt('/fr/search', <SearchPage content={searchFr} />, 'fr');
    await typePauseAndSettle(screen.getByRole('searchbox', { name: 'Rechercher sur le site' }), 'tontine');
    expect(screen.getByRole('status').textContent).toMatch(
      /^Vous êtes hors connexion\u00a0: la recherche porte sur la seule page enregistrée sur cet appareil\. Aucune page/,
    );
  });

  it('loads the next results when asked, saying how many it shows of how many', async () => {
    const page = (n: number) => ({ url: `/p${n}`, title: `Page ${n}`, excerpt: 'x', owner: 'shell' as const });
    search.mockImplementation(async (_language, _query, shown = 8) => ({
      results: Array.from({ length: Math.min(shown, 12) }, (_, n) => page(n)),
      total: 12,
      unsearchable: [],
    }));
    renderAt('/search', <SearchPage content={searchEn} />);
    await typePauseAndSettle(screen.getByRole('searchbox', { name: 'Search the site' }), 'fees');
    expect(screen.getByRole('status').textContent).toBe('12 pages match “fees”. Showing the best 8 of 12.');
    fireEvent.click(screen.getByRole('button', { name: 'Show more results' }));
    await act(async () => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS));
    expect(search).toHaveBeenLastCalledWith('en', 'fees', 16);
    expect(screen.getByRole('status').textContent).toBe('12 pages match “fees”.');
    expect(screen.queryByRole('button', { name: 'Show more results' })).toBeNull();
  });

  it('searches what the visitor typed into the composed page before the app took it over', async () => {
    search.mockResolvedValue(FOUND);
    const tree = (
      <MemoryRouter initialEntries={['/search']}>
        <InLanguage language="en">
          <SearchPage content={searchEn} />
        </InLanguage>
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    container.querySelector('input')!.value = 'njangie';
    await act(async () => void hydrateRoot(container, tree));
    await act(async () => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS));
    expect(search).toHaveBeenCalledWith('en', 'njangie', 8);
    expect(container.querySelector('input')!.value).toBe('njangie');
    container.remove();
  });

  it('starts from the query in the address', async () => {
    search.mockResolvedValue(FOUND);
    renderAt('/search?q=student', <SearchPage content={searchEn} />);
    await act(async () => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS));
    expect(search).toHaveBeenCalledWith('en', 'student', 8);
  });

  it('is a form that submits to /search?q= in its language without a script, above every page A to Z by section', () => {
    const pages: IndexedPage[] = [
      { path: '/fr/savings_account', title: 'Compte d’épargne | Mboa CCU', owner: 'personal-banking' },
      { path: '/fr/faqs', title: 'Questions fréquentes | Mboa CCU', owner: 'shell' },
      { path: '/fr/blog', title: 'Blog | Mboa CCU', owner: 'shell' },
      { path: '/fr/verify-statement', title: 'Vérifier un relevé | Mboa CCU', owner: 'verify-statement' },
    ];
    const html = renderToString(
      <MemoryRouter initialEntries={['/fr/search']}>
        <InLanguage language="fr">
          <SiteIndexContext value={pages}>
            <SearchPage content={searchFr} />
          </SiteIndexContext>
        </InLanguage>
      </MemoryRouter>,
    );
    const { container } = render(<div dangerouslySetInnerHTML={{ __html: html }} />);
    const form = container.querySelector('form[role="search"]')!;
    expect([form.getAttribute('action'), form.getAttribute('method')]).toEqual(['/fr/search', 'get']);
    expect(form.querySelector('input[name="q"]')).not.toBeNull();
    const groups = [...container.querySelectorAll('.site-index__group')].map((group) => ({
      section: group.querySelector('h3')?.textContent,
      pages: [...group.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]),
    }));
    expect(groups).toEqual([
      {
        section: 'À propos et centre d’aide',
        pages: [
          ['Blog', '/fr/blog'],
          ['Questions fréquentes', '/fr/faqs'],
        ],
      },
      { section: 'Particuliers', pages: [['Compte d’épargne', '/fr/savings_account']] },
      { section: 'Vérifier un relevé', pages: [['Vérifier un relevé', '/fr/verify-statement']] },
    ]);
  });
});
