import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, openWithoutJavaScript } from '../support/browser';
import { PageRecord, recordInPage, untilPageTime } from '../support/pageClock';
import { composedSiteForThisFile } from '../support/site';
import { SPEC_FOOTER_COLUMNS } from '../../shell/src/testing/specFooter';

// The specification's lists, written out here rather than read from the content files.
const HOME_SECTIONS = [
  'hero',
  'personal-banking',
  'business-banking',
  'products',
  'free-transfer',
  'njangie',
  'meeting-house',
  'testimonials',
  'open-account',
];
const NAV_LINKS = [
  '/personal-banking',
  '/business-banking',
  '/group-societies',
  '/help-center',
  '/login',
  '/create-account',
];
const SECTION_LINKS: Record<string, string> = {
  hero: '/help-center',
  'personal-banking': '/personal-banking',
  'business-banking': '/business-banking',
  'free-transfer': '/bank_transfer',
  njangie: '/njangie',
  'meeting-house': '/meetings',
};

const env = composedSiteForThisFile();
/** The home page once its loading overlay has gone. */
async function openHome(options: Parameters<typeof openPage>[1] = {}) {
  const watched = await openPage(env.browser, options);
  await watched.page.goto(env.site.url + '/');
  await watched.page.getByRole('heading', { level: 1, name: 'Banking, Everyday and Everywhere' }).waitFor();
  await watched.page.locator('.page-load-overlay').waitFor({ state: 'hidden' });
  return watched;
}

interface OverlayMarks {
  /** Overlay elements the page has held, in order of insertion (2 or more: drawn again, its 500 ms restarted). */
  overlays: number;
  /** Its words, as first found in the page. */
  words?: string;
  /**
   * When the overlay came on screen, in the page's clock: the start of its CSS animation, which
   * the browser sets at the first frame it presents with the overlay in it.
   */
  shown?: number;
  /**
   * How its animation ended: `finished` (it ran to its end, and CSS hid the overlay then) or
   * `cancelled` (the overlay was removed or its animation replaced before it ended).
   */
  outcome?: 'finished' | 'cancelled';
  /**
   * The CSS animation that shows it, as the browser runs it: its lowest keyframe opacity, and when
   * its fade begins and it ends (ms from its start).
   */
  animation?: { name: string; lowestOpacity: number; fadeFrom: number; end: number };
}

/**
 * Records, in the page's own clock, the overlay's CSS animation, which alone shows and hides it:
 * when it started (the frame that first showed the overlay) and how it ended. The page keeps hold
 * of the animation from the moment the overlay is in the document and reads what the browser
 * itself recorded, so nothing depends on the page drawing a frame while the overlay shows (a
 * starved page may draw none in those 500 ms).
 */
function watchOverlay() {
  const marks: OverlayMarks = { overlays: 0 };
  (window as unknown as { overlay: OverlayMarks }).overlay = marks;
  let watched: Element | undefined;
  let held: CSSAnimation | undefined;
  const look = () => {
    const overlay = document.querySelector('.page-load-overlay');
    if (overlay && overlay !== watched) {
      watched = overlay;
      held = undefined;
      marks.overlays += 1;
      marks.words ??= overlay.textContent ?? '';
    }
    if (!overlay || held) return;
    // Computing its style creates its animation, once the stylesheet is in (pending until the
    // frame that shows it).
    if (getComputedStyle(overlay).animationName === 'none') return;
    const animation = overlay
      .getAnimations()
      .find((running) => (running as CSSAnimation).animationName?.startsWith('page-load-overlay')) as
      CSSAnimation | undefined;
    if (!animation) return;
    held = animation;
    const keyframes = (animation.effect as KeyframeEffect).getKeyframes();
    marks.animation = {
      name: animation.animationName,
      lowestOpacity: Math.min(...keyframes.map((keyframe) => Number(keyframe.opacity ?? 1))),
      fadeFrom: Number(animation.effect!.getTiming().delay ?? 0),
      end: Math.round(Number(animation.effect!.getComputedTiming().endTime)),
    };
    animation.ready.then(() => (marks.shown ??= Number(animation.startTime))).catch(() => undefined);
    animation.finished.then(
      () => (marks.outcome ??= 'finished'),
      () => (marks.outcome ??= 'cancelled'),
    );
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true });
  // The stylesheet may arrive after the overlay: the first frame has both.
  const everyFrame = () => {
    look();
    requestAnimationFrame(everyFrame);
  };
  requestAnimationFrame(everyFrame);
  look();
}

interface FirstWords {
  /** The browser's first paint with any words or images in it (first-contentful-paint). */
  firstContentfulPaint?: number;
  /** When the browser first painted the overlay's words (Element Timing, in the same clock). */
  overlayWordsPainted?: number;
}

/**
 * Records, in the page's own clock, the browser's first paint with words in it and the paint that
 * first showed the overlay's words: the same frame when the overlay is on the first paint a
 * visitor can read. (Element Timing reports elements marked `elementtiming`: the mark is set as
 * the parser inserts the overlay, before any frame is painted.)
 */
function watchFirstWords() {
  const marks: FirstWords = {};
  (window as unknown as { firstWords: FirstWords }).firstWords = marks;
  new MutationObserver((_, observer) => {
    const words = document.querySelector('.page-load-overlay .spinner__label');
    if (!words) return;
    words.setAttribute('elementtiming', 'page-load-overlay');
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') marks.firstContentfulPaint = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { identifier: string; renderTime: number })[]) {
      if (entry.identifier === 'page-load-overlay') marks.overlayWordsPainted ??= entry.renderTime;
    }
  }).observe({ type: 'element', buffered: true });
}

const overlayMarks = (page: Page) => page.evaluate(() => (window as unknown as { overlay: OverlayMarks }).overlay);
/** The overlay's record once its animation has ended (however late the test asks). */
async function overlayGone(page: Page): Promise<OverlayMarks> {
  await expect.poll(async () => (await overlayMarks(page)).outcome, { timeout: 15_000 }).toBeDefined();
  return overlayMarks(page);
}

/**
 * On screen for the product contract's 500 ms, in the browser's own record: one overlay, drawn
 * once, that came on screen and whose animation ran to its end (CSS hides it then) without being
 * removed or restarted.
 */
function expectShownFor500Ms(overlay: OverlayMarks) {
  expect(overlay.words).toBe('One sec, loading ...');
  expect(overlay.overlays, 'one overlay, drawn once').toBe(1);
  expect(overlay.shown, 'it came on screen').toBeGreaterThan(0);
  expect(overlay.outcome, 'its 500 ms ran to the end').toBe('finished');
}

const hrefs = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((links) => links.map((a) => a.getAttribute('href')));

describe('home page', () => {
  it('shows "One sec, loading ..." for about 500 ms over the sections, then the sections in order', async () => {
    const { page, errors, requests } = await openPage(env.browser);
    await page.addInitScript(watchOverlay);
    await page.addInitScript(watchFirstWords);
    await page.goto(env.site.url + '/');
    const overlay = await overlayGone(page);
    expectShownFor500Ms(overlay);
    // Nothing of the page was readable before it: a browser paints a document before it has all
    // of it (a slow phone more often), so the overlay comes first in the document.
    const firstWords = await page.evaluate(() => (window as unknown as { firstWords: FirstWords }).firstWords);
    expect(firstWords.overlayWordsPainted, 'the overlay is on the first paint with words').toBe(
      firstWords.firstContentfulPaint,
    );
    expect(firstWords.firstContentfulPaint).toBeGreaterThan(0);
    // It fades out over its last 150 ms, to nothing, and is gone at 500 ms.
    expect(overlay.animation, 'it fades out').toEqual({
      name: 'page-load-overlay-out',
      lowestOpacity: 0,
      fadeFrom: 350,
      end: 500,
    });
    // It covers the whole window, over the page under it; now it is out of the way (hidden: not
    // clickable, not read out).
    const cover = await page.locator('.page-load-overlay').evaluate((element) => {
      const box = element.getBoundingClientRect();
      return {
        box: [box.left, box.top, box.width, box.height],
        window: [0, 0, document.documentElement.clientWidth, innerHeight],
        layer: Number(getComputedStyle(element).zIndex),
        header: Number(getComputedStyle(document.querySelector('header')!).zIndex),
      };
    });
    expect(cover.box, 'it covers the window').toEqual(cover.window);
    expect(cover.layer, 'above the header').toBeGreaterThan(cover.header);
    expect(await page.getByRole('status').filter({ hasText: 'One sec, loading ...' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Discover More' }).click({ trial: true });

    // The overlay first, then the page it covered: header (1), the home sections (2-10), footer
    // (11), in document order.
    const order = await page.evaluate(() =>
      [...document.querySelectorAll('.page-load-overlay, header, [data-home-section], footer')].map((el) =>
        el.classList.contains('page-load-overlay')
          ? 'overlay'
          : (el.getAttribute('data-home-section') ?? el.tagName.toLowerCase()),
      ),
    );
    expect(order).toEqual(['overlay', 'header', ...HOME_SECTIONS, 'footer']);
    expect(requests.filter((url) => url.includes('remoteEntry.js'))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the overlay again when the home page opens after another page, without fading for reduced motion', async () => {
    const { page, errors } = await openPage(env.browser, { width: 390, height: 844, reducedMotion: 'reduce' });
    await page.goto(env.site.url + '/help-center');
    await page.locator('footer').waitFor();
    // The visitor's setting, as the page sees it before the overlay can show (the test's premise).
    expect(
      await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches),
      'the page sees reduced motion',
    ).toBe(true);
    await page.evaluate(watchOverlay);
    await page.getByRole('link', { name: 'Mboa CCU' }).first().click();
    const overlay = await overlayGone(page);
    expect(new URL(page.url()).pathname).toBe('/');
    expectShownFor500Ms(overlay);
    expect(overlay.animation, 'no fade: its animation holds it whole, then ends at 500 ms').toEqual({
      name: 'page-load-overlay-held',
      lowestOpacity: 1,
      fadeFrom: 500,
      end: 500,
    });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('with JavaScript off (prerendered HTML): the overlay goes at 500 ms by itself, the sections and the first testimonials are readable', async () => {
    const page = await openWithoutJavaScript(env.browser);
    await page.goto(env.site.url + '/');
    await page.locator('.page-load-overlay').waitFor({ state: 'hidden' });
    // With no script in the page, the browser's own record of the overlay's CSS animation: it ran,
    // and ended (the overlay hidden) 500 ms after it started.
    const hiddenAfter = await page.evaluate(() => {
      const overlay = document
        .getAnimations()
        .find((animation) => (animation as CSSAnimation).animationName === 'page-load-overlay-out');
      return overlay?.effect?.getComputedTiming().endTime;
    });
    expect(hiddenAfter).toBe(500);
    // Its words are the document's first: no paint of a document still arriving shows the page
    // without it (this page cannot watch its paints: that takes a script).
    const firstWords = await page.evaluate(() => {
      // (No filter callback: with JavaScript off, the page runs none.)
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      let first = walker.nextNode();
      while (first && !first.textContent!.trim()) first = walker.nextNode();
      return { text: first?.textContent, inOverlay: !!first?.parentElement?.closest('.page-load-overlay') };
    });
    expect(firstWords).toEqual({ text: 'One sec, loading ...', inOverlay: true });
    await page.getByRole('heading', { level: 1, name: 'Banking, Everyday and Everywhere' }).waitFor();
    expect(await page.locator('[data-home-section]').count()).toBe(HOME_SECTIONS.length);
    const firstSlide = page.locator('[data-home-section="testimonials"] [data-testimonial-id]');
    expect(await firstSlide.count()).toBe(5);
    for (let i = 0; i < 5; i++) expect(await firstSlide.nth(i).isVisible()).toBe(true);
    await page.context().close();
  });

  it('has every link the specification names', async () => {
    const { page } = await openHome();
    expect(await hrefs(page, 'header nav[aria-label="Main"] a')).toEqual(NAV_LINKS);
    expect(await page.locator('header a').first().getAttribute('href')).toBe('#main'); // skip link
    expect(
      await page
        .getByRole('link', { name: /Mboa CCU/ })
        .first()
        .getAttribute('href'),
    ).toBe('/');
    expect(await page.getByRole('link', { name: 'Discover More' }).getAttribute('href')).toBe('/help-center');
    for (const [section, href] of Object.entries(SECTION_LINKS)) {
      expect(await hrefs(page, `[data-home-section="${section}"] a`), section).toContain(href);
    }
    const products = page.locator('[data-home-section="products"] li');
    expect(await products.count()).toBe(6);
    for (const section of ['hero', 'open-account']) {
      const stores = await hrefs(page, `[data-home-section="${section}"] a`);
      expect(stores.some((h) => h?.includes('apps.apple.com'))).toBe(true);
      expect(stores.some((h) => h?.includes('play.google.com'))).toBe(true);
    }
    expect(await hrefs(page, '[data-home-section="open-account"] a')).toContain('/create-account');
    await page.context().close();
  });

  it('has a footer with exactly the four columns of the specification', async () => {
    const { page } = await openHome();
    const columns = page.locator('footer [data-footer-column]');
    expect(await columns.count()).toBe(4);
    for (const [index, { hrefs: expected }] of SPEC_FOOTER_COLUMNS.entries()) {
      expect(
        await columns
          .nth(index)
          .locator('a')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
      ).toEqual(expected);
    }
    for (const network of ['Facebook', 'X', 'Instagram', 'LinkedIn']) {
      await page
        .locator('footer')
        .getByRole('link', { name: new RegExp(`on ${network} `) })
        .waitFor();
    }
    const footer = (await page.locator('footer').textContent()) ?? '';
    expect(
      env.site.copyrightLines().some((line) => footer.includes(line)),
      footer,
    ).toBe(true);
    expect(footer).toMatch(/COBAC/);
    expect(footer).toMatch(/Taxpayer number/);
    await page.context().close();
  });
  // Its axe-core check, carousel loaded, at 1280 and 1024 px: footer-and-layout.e2e.ts.
});

async function loadCarousel(page: Page) {
  await page.locator('[data-home-section="testimonials"]').scrollIntoViewIfNeeded();
  await page.locator('[data-home-section="testimonials"] .slick-slider').waitFor();
}

/** The real (not cloned) slide that is showing, by its index. */
const currentSlide = (page: Page) =>
  page.locator('.slick-slide.slick-active:not(.slick-cloned)').getAttribute('data-index');

/** The carousel as the page shows it: the real (not cloned) slide showing, the toggle's label, and whether the pointer is over the slides. */
interface CarouselView {
  slide: string | null;
  toggle: string | null;
  hovered: boolean;
}

/** Runs in the page. */
function carouselView(): CarouselView {
  return {
    slide: document.querySelector('.slick-slide.slick-active:not(.slick-cloned)')?.getAttribute('data-index') ?? null,
    toggle: document.querySelector('.testimonials-carousel__toggle')?.textContent ?? null,
    hovered: document.querySelector('.slick-list')?.matches(':hover') ?? false,
  };
}

/** The carousel's record from the page's first frame, with the home page opened. */
async function openHomeRecordingCarousel(options: Parameters<typeof openPage>[1] = {}) {
  const watched = await openPage(env.browser, options);
  const record = await recordInPage(watched.page, 'carousel', carouselView);
  await watched.page.goto(env.site.url + '/');
  await watched.page.locator('.page-load-overlay').waitFor({ state: 'hidden' });
  return { ...watched, record };
}

/** The times at which the showing slide changed to another, after `from`. */
async function slideChanges(record: PageRecord<CarouselView>, from: number, to = Infinity): Promise<number[]> {
  const entries = (await record.entries()).filter((entry) => entry.value.slide !== null);
  return entries
    .filter(
      (entry, index) =>
        index > 0 && entry.value.slide !== entries[index - 1]!.value.slide && entry.at > from && entry.at <= to,
    )
    .map((entry) => entry.at);
}

/** A slide change that had already started when the carousel was paused may still land: react-slick's 500 ms animation. */
const SLIDE_ANIMATION_MS = 600;
const PAUSE_CHECKED_MS = 6000;

describe('testimonials carousel', () => {
  it('shows 5 testimonials per slide on a desktop and auto-advances every 5 seconds', async () => {
    const { page, record } = await openHomeRecordingCarousel({ width: 1280 });
    await page.mouse.move(0, 0); // not hovering
    await loadCarousel(page);
    const slides = page.locator('.slick-slide:not(.slick-cloned)');
    expect(await slides.count()).toBe(2);
    const active = page.locator('.slick-slide.slick-active:not(.slick-cloned)');
    const cards = active.locator('[data-testimonial-id]');
    expect(await cards.count()).toBe(5);
    for (let i = 0; i < 5; i++) expect(await cards.nth(i).isVisible()).toBe(true);
    // Five cards side by side: one row.
    const tops = await cards.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    expect(await active.getByRole('img', { name: /Rated \d out of 5/ }).count()).toBe(5);

    // From the page's record: when the carousel first showed a slide, and its next two moves.
    const mounted = await record.first((view) => view.slide !== null, 'the carousel to show its first slide');
    await expect
      .poll(async () => (await slideChanges(record, mounted.at)).length, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(2);
    const [first, second] = await slideChanges(record, mounted.at);
    for (const interval of [first! - mounted.at, second! - first!]) {
      expect(interval).toBeGreaterThanOrEqual(4500);
      expect(interval).toBeLessThan(7000);
    }
    await page.context().close();
  });

  it('pauses on hover', async () => {
    const { page, record } = await openHomeRecordingCarousel();
    await loadCarousel(page);
    await page.locator('.slick-list').hover();
    const hovered = await record.first((view) => view.hovered, 'the pointer over the slides');
    await untilPageTime(page, hovered.at + PAUSE_CHECKED_MS);
    expect(await slideChanges(record, hovered.at + SLIDE_ANIMATION_MS, hovered.at + PAUSE_CHECKED_MS)).toEqual([]);
    // Still hovered all along.
    expect((await record.between(hovered.at)).every((entry) => entry.value.hovered)).toBe(true);
    await page.context().close();
  });

  it('pauses and plays with its control, from the keyboard too', async () => {
    const { page, record } = await openHomeRecordingCarousel();
    await loadCarousel(page);
    await page.mouse.move(0, 0);
    const pause = page.getByRole('button', { name: 'Pause testimonials' });
    await pause.focus();
    await page.keyboard.press('Enter');
    const paused = await record.first((view) => view.toggle === 'Play testimonials', 'the carousel paused');
    await untilPageTime(page, paused.at + PAUSE_CHECKED_MS);
    expect(await slideChanges(record, paused.at + SLIDE_ANIMATION_MS, paused.at + PAUSE_CHECKED_MS)).toEqual([]);

    await page.keyboard.press('Enter'); // the same button now reads "Play testimonials"
    await page.getByRole('button', { name: 'Pause testimonials' }).waitFor();
    const playing = (await record.between(paused.at)).find((entry) => entry.value.toggle === 'Pause testimonials')!;
    await expect
      .poll(async () => (await slideChanges(record, playing.at)).length, { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect((await slideChanges(record, playing.at))[0]! - playing.at).toBeLessThan(7000);

    // Next and previous are buttons a keyboard reaches. Paused first, so that only Next can move it.
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Play testimonials' }).waitFor();
    await page.getByRole('button', { name: 'Next testimonials' }).focus();
    const before = await currentSlide(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => currentSlide(page)).not.toBe(before);
    await page.context().close();
  });

  it('does not move by itself when the visitor prefers reduced motion', async () => {
    const { page, record } = await openHomeRecordingCarousel({ reducedMotion: 'reduce' });
    await page.mouse.move(0, 0);
    await loadCarousel(page);
    await page.getByRole('button', { name: 'Play testimonials' }).waitFor();
    const mounted = await record.first((view) => view.slide !== null, 'the carousel to show its first slide');
    await untilPageTime(page, mounted.at + PAUSE_CHECKED_MS);
    expect(await slideChanges(record, mounted.at, mounted.at + PAUSE_CHECKED_MS)).toEqual([]);
    expect((await record.between(mounted.at)).every((entry) => entry.value.toggle === 'Play testimonials')).toBe(true);
    await page.context().close();
  });

  it('is not downloaded until the visitor scrolls near it', async () => {
    const { page, requests } = await openHome({ width: 390, height: 844 });
    await page.waitForLoadState('networkidle');
    expect(requests.some((url) => /TestimonialsCarousel/.test(url))).toBe(false);
    await loadCarousel(page);
    expect(requests.some((url) => /TestimonialsCarousel/.test(url))).toBe(true);
    await page.context().close();
  });
});
