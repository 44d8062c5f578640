import type { PageModule, SitePage } from '@mboa/shared';
import { InLanguage } from '../testing/chrome';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes } from './AppRoutes';

const studentAccount: PageModule = {
  default: () => <h1>Student Account</h1>,
  meta: { title: 'Student Account | Mboa CCU', description: 'An account for students.' },
};

const loadPage = vi.fn(async ({ route }: SitePage) => (route === '/student-Account' ? studentAccount : undefined));

function canonicalHrefs(): (string | null)[] {
  return [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href'));
}

describe('AppRoutes', () => {
  it("gives a route typed in any case the ownership table's spelling as its canonical address", async () => {
    render(
      <MemoryRouter initialEntries={['/STUDENT-account']}>
        <InLanguage>
          <AppRoutes loadPage={loadPage} />
        </InLanguage>
      </MemoryRouter>,
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Student Account');
    // The head is written by an effect after the page is on screen.
    await waitFor(() => expect(canonicalHrefs()).toEqual(['https://www.mboa.example/student-Account']));
  });

  it('gives an unknown path no canonical address', async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="canonical" href="https://www.mboa.example/student-Account">',
    ); // the page before
    render(
      <MemoryRouter initialEntries={['/no-such-page']}>
        <InLanguage>
          <AppRoutes loadPage={loadPage} />
        </InLanguage>
      </MemoryRouter>,
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe("That's an error.");
    await waitFor(() => expect(canonicalHrefs()).toEqual([]));
  });
});
