import axe from 'axe-core';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from '../layout/SiteFooter';
import { SiteHeader } from '../layout/SiteHeader';
import HomePage from './HomePage';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Home page with header and footer', () => {
  it('has no axe violations (structure and ARIA; jsdom cannot check colour contrast)', async () => {
    vi.stubGlobal('IntersectionObserver', undefined); // load the carousel too
    render(
      <MemoryRouter>
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          <HomePage />
        </main>
        <SiteFooter />
      </MemoryRouter>,
    );
    await screen.findByRole('group', { name: 'Customer testimonials' }, { timeout: 3000 });
    await act(async () => {});
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    const violations = results.violations.map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.html.slice(0, 160)),
    }));
    expect(violations).toEqual([]);
  });
});
