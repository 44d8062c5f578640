import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, identity, type Language } from '@mboa/shared';
import { loadTranslations } from '@mboa/shared/testing/translations';
import { renderShellPage } from '../../testing/renderPage';

const testimonials = await loadTranslations<{ items: readonly { id: string }[] }>({
  en: () => import('../testimonials/testimonials.en'),
  fr: () => import('../testimonials/testimonials.fr'),
});

describe.each(LANGUAGES)('the Testimonies page (%s)', (language) => {
  it('shows the home page’s ten testimonials, all at once, with their stars named in the page’s language', async () => {
    const { container } = await renderShellPage('/testimonies', language);
    const shown = [...container.querySelectorAll('[data-testimonial-id]')].map((card) =>
      card.getAttribute('data-testimonial-id'),
    );
    expect(shown).toEqual(testimonials[language].items.map((testimonial) => testimonial.id));
    expect(shown).toHaveLength(10);
    const stars = container.querySelector('[data-testimonial-id] [role="img"]')!.getAttribute('aria-label');
    expect(stars).toMatch(language === 'fr' ? /sur 5/ : /out of 5/);
  });
});

describe.each(LANGUAGES)('the Our Story page (%s)', (language) => {
  it('shows the Journey as an ordered list of years in <time> elements', async () => {
    const { container } = await renderShellPage('/our-story', language);
    const times = [...container.querySelectorAll('ol.timeline > li time')].map((time) => time.getAttribute('datetime'));
    expect(times).toEqual(['2020', '2021', '2022', '2023', '2024', '2025', '2026']);
  });
});

describe('the Press page', () => {
  it('writes dates in the page’s language', async () => {
    const first = async (language: Language) =>
      (await renderShellPage('/press', language)).container.querySelector('main article time');
    expect((await first('en'))?.textContent).toBe('14 September 2026');
    const french = await first('fr');
    expect(french?.textContent).toBe('14 septembre 2026');
    expect(french?.getAttribute('datetime')).toBe('2026-09-14');
  });
});

describe('the About page in French', () => {
  it('gives the head office’s region in French', async () => {
    await renderShellPage(`/about_${identity.slug}`, 'fr');
    const headOffice = screen.getByRole('main').querySelector('.head-office');
    expect(headOffice?.textContent).toContain(`${identity.address.city}, ${identity.address.region.fr}`);
    expect(headOffice?.textContent).toContain('Téléphone\u00a0:');
  });
});
