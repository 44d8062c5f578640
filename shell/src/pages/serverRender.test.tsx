// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import TestimonialsCarousel from './home/TestimonialsCarousel';
import homeEn from './home/home.en';
import { NOT_FOUND_PATH, headingsOf, renderRouteToString, shellRoutes } from '../testing/shellServerRender';

/**
 * Every shell page as the deploy step renders it, in Node (no window, no document: a page that
 * touches either while rendering throws): inside the app's layout, under StaticRouter, one h1
 * with text, and the same HTML at another time, in another time zone and with other random
 * numbers (but for the footer's year, see SiteFooter). Hydration: serverRender.hydration.test.tsx.
 */

/** The footer's copyright line is the one text that follows the date (suppressHydrationWarning). */
const withoutYear = (html: string) => html.replace(/© \d{4}-\d{4}/, '© YEAR');

async function renderAt(path: string, when: string, timeZone: string, random: number): Promise<string> {
  const zone = process.env.TZ;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(when));
  vi.spyOn(Math, 'random').mockReturnValue(random);
  process.env.TZ = timeZone;
  try {
    const route = shellRoutes().find((candidate) => candidate.path === path)!;
    return renderRouteToString(path, await route.load());
  } finally {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
    vi.restoreAllMocks();
    vi.useRealTimers();
  }
}

describe('shell pages rendered on the server', () => {
  it('runs in Node: no window, no document', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it.each(shellRoutes().map((route) => [route.path, route] as const))(
    '%s: one h1 with text, the layout, the same HTML at any time',
    async (path, route) => {
      const html = renderRouteToString(path, await route.load());
      const headings = headingsOf(html);
      expect(headings, 'one h1').toHaveLength(1);
      expect(headings[0]!.length, 'the h1 has text').toBeGreaterThan(0);
      // Header, page and footer, each a Suspense boundary (<!--$-->…<!--/$-->): hydrated part by part.
      // (The home page's loading overlay comes first, on the home page only.)
      expect(html.replace(/^<div class="spinner spinner--fullscreen page-load-overlay"[^>]*>.*?<\/div>/, '')).toMatch(
        /^<!--\$--><header class="site-header">[\s\S]*<\/header><!--\/\$-->/,
      );
      // Marked for the deploy's search index but the pages search never returns (search/indexedPages.ts).
      expect(html).toMatch(/<main id="main" tabindex="-1"( data-pagefind-body="")?><!--\$-->/);
      const notIndexed = /^(\/fr)?\/(search|mboaloader|no-such-page)$/.test(path);
      expect(html.includes('data-pagefind-body'), 'indexed for search').toBe(!notIndexed);
      expect(html).toMatch(/<!--\/\$--><\/main><!--\$--><footer class="site-footer">[\s\S]*<\/footer><!--\/\$-->$/);
      // Shown while the day is open in Limbe and while it is closed, far apart in time and zone.
      const morning = await renderAt(path, '2026-11-21T09:15:00+01:00', 'Africa/Douala', 0.1234);
      const night = await renderAt(path, '2031-12-31T23:59:58.765Z', 'Pacific/Kiritimati', 0.8765);
      expect(withoutYear(night), 'at another time, zone and with other random numbers').toBe(withoutYear(morning));
      expect(withoutYear(html)).toBe(withoutYear(morning));
    },
  );

  it('renders the not-found page for a path no route has, in the language of its prefix', async () => {
    const english = shellRoutes().find((route) => route.path === NOT_FOUND_PATH)!;
    expect(headingsOf(renderRouteToString(english.path, await english.load()))).toEqual(["That's an error."]);
    const french = shellRoutes().find((route) => route.path === `/fr${NOT_FOUND_PATH}`)!;
    expect(headingsOf(renderRouteToString(french.path, await french.load()))).toEqual(["C'est une erreur."]);
  });

  it('writes the home page with its sections and the loading overlay, timed by CSS', async () => {
    const home = shellRoutes().find((route) => route.path === '/')!;
    const html = renderRouteToString('/', await home.load());
    // First in the document, before the header: a browser that paints the document before it
    // has all of it never shows any of the page without the overlay over it.
    expect(html).toMatch(
      /^<div class="spinner spinner--fullscreen page-load-overlay" role="status" aria-live="polite">.*One sec, loading \.\.\.<\/span><\/div><!--\$--><header/,
    );
    const helpCenter = shellRoutes().find((route) => route.path === '/help-center')!;
    expect(renderRouteToString('/help-center', await helpCenter.load()), 'no other page has it').not.toContain(
      'page-load-overlay',
    );
    expect(html.match(/data-home-section="/g)).toHaveLength(9);
    expect(html).toContain('Banking, Everyday and Everywhere');
    // The first slide of testimonials, readable without the carousel's script.
    expect(html.match(/data-testimonial-id="/g)).toHaveLength(5);
  });

  it('writes the sign-in forms with their fields, the submit button disabled, and a noscript note', async () => {
    for (const path of ['/login', '/create-account', '/forgot_password']) {
      const route = shellRoutes().find((candidate) => candidate.path === path)!;
      const html = renderRouteToString(path, await route.load());
      expect(html, path).toMatch(/<form data-needs-app="" class="form">[\s\S]*<input id="form-/);
      expect(html, path).toMatch(/<button class="button" type="submit" disabled="">/);
      expect(html, path).toMatch(/<noscript><p class="notice">This form needs JavaScript[\s\S]*tel:\+237600000101/);
    }
  });

  it('could render the testimonials carousel too (react-slick needs no window to render), though the page loads it only in the browser', () => {
    // The home page's HTML has the first slide as a plain list; the carousel's chunk is fetched
    // once the section nears the viewport, after hydration (TestimonialsSection), so it starts
    // moving only then and stays out of the first visit's JavaScript.
    const html = renderToString(<TestimonialsCarousel content={homeEn.testimonials} />);
    expect(html).toContain('class="slick-slider slick-initialized"');
    expect(html.match(/class="slick-slide[^"]*slick-active[^"]*"/g)).toHaveLength(1);
  });
});
