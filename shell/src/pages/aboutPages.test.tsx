import axe from 'axe-core';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { testimonials } from '../content/testimonials';
import { SiteFooter } from '../layout/SiteFooter';
import { SiteHeader } from '../layout/SiteHeader';
import AboutPage from './AboutPage';
import CareerPage from './CareerPage';
import LegalPage from './LegalPage';
import MoneySkillsPage from './MoneySkillsPage';
import OurStoryPage from './OurStoryPage';
import PressPage from './PressPage';
import TestimoniesPage from './TestimoniesPage';

const PAGES: [string, ComponentType][] = [
  ['Money Skills', MoneySkillsPage],
  ['Careers', CareerPage],
  ['Press', PressPage],
  ['About Mboa CCU', AboutPage],
  ['Our Story', OurStoryPage],
  ['Testimonies', TestimoniesPage],
  ['Legal', LegalPage],
];

/** The page as the shell shows it: between the site header and footer. */
function renderPage(Page: ComponentType) {
  return render(
    <MemoryRouter>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Page />
      </main>
      <SiteFooter />
    </MemoryRouter>,
  );
}

describe.each(PAGES)('the %s page', (title, Page) => {
  it('has one h1, its title, and headings that never skip a level', () => {
    renderPage(Page);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([title]);
    const levels = [...screen.getByRole('main').querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
    levels.forEach((level, index) => {
      if (index > 0) expect(level - levels[index - 1]!, `heading ${index}`).toBeLessThanOrEqual(1);
    });
  });

  it('has no axe violations with the header and footer (jsdom cannot check colour contrast), and unique ids', async () => {
    const { container } = renderPage(Page);
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe('the Testimonies page', () => {
  it('shows the home page’s ten testimonials, all at once', () => {
    const { container } = renderPage(TestimoniesPage);
    const shown = [...container.querySelectorAll('[data-testimonial-id]')].map((card) => card.getAttribute('data-testimonial-id'));
    expect(shown).toEqual(testimonials.map((testimonial) => testimonial.id));
  });
});

describe('the Our Story page', () => {
  it('shows the Journey as an ordered list of years in <time> elements', () => {
    const { container } = renderPage(OurStoryPage);
    const times = [...container.querySelectorAll('ol.timeline > li time')].map((time) => time.getAttribute('datetime'));
    expect(times).toEqual(['2020', '2021', '2022', '2023', '2024', '2025', '2026']);
  });
});
