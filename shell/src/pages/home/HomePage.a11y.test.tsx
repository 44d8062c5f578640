import axe from 'axe-core';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@mboa/shared';
import homeEn from './home.en';
import homeFr from './home.fr';
import { SiteFooter } from '../../layout/SiteFooter';
import { SiteHeader } from '../../layout/SiteHeader';
import { InLanguage } from '../../testing/chrome';
import HomePage from './HomePage';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each([
  ['en', homeEn],
  ['fr', homeFr],
] as const)('Home page with header and footer (%s)', (language: Language, content) => {
  it('has no axe violations (structure and ARIA; jsdom cannot check colour contrast)', async () => {
    vi.stubGlobal('IntersectionObserver', undefined); // load the carousel too
    render(
      <MemoryRouter initialEntries={[language === 'en' ? '/' : '/fr']}>
        <InLanguage language={language}>
          <SiteHeader />
          <main id="main" tabIndex={-1}>
            <HomePage content={content} />
          </main>
          <SiteFooter />
        </InLanguage>
      </MemoryRouter>,
    );
    await screen.findByRole('group', { name: content.testimonials.carousel.label });
    await act(async () => {});
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    const violations = results.violations.map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.html.slice(0, 160)),
    }));
    expect(violations).toEqual([]);
  });
});
