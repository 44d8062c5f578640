import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, openWithoutJavaScript } from '../support/browser';
import { PageRecord, recordInPage, untilPageTime } from '../support/pageClock';
import { composedSiteForThisFile } from '../support/site';
import { SPEC_FOOTER_COLUMNS } from '../support/specFooter';

// The specification's lists, written out here rather than read from the content files.
const HOME_SECTIONS = ['hero', 'personal-banking', 'business-banking', 'products', 'free-transfer', 'njangie', 'meeting-house', 'testimonials', 'open-account'];
const NAV_LINKS = ['/personal-banking', '/business-banking', '/group-societies', '/help-center', '/login', '/create-account'];
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
  /**
   * When the overlay came on screen, in the page's clock: the start of its CSS animation, which
   * the browser sets at the first frame it presents with the overlay in it. (The page's first
   * animation frames come earlier, while nothing is presented yet: a look then is not a sight.)
   */
  shown?: number;
  /** When the page first looked and saw it gone. */
  hidden?: number;
  /** The page's last look that still saw it: its end is bounded by this, not by a late look. */
  lastSeen?: number;
  /** Home sections in the page in the overlay's last frame: the content is under it. */
  sectionsUnder?: number;
  /** The overlay's lowest opacity the page saw while it showed (1: no fade seen). */
  minOpacity?: number;
  /**
   * The CSS animation that shows it, as the browser runs it: its lowest keyframe opacity while
   * still visible or at its end, and when its fade begins and it ends (ms from its start). Read
   * from the animation rather than sampled: a page busy for the fade's 150 ms may draw no frame
   * then (a frame it draws is drawn from this animation).
   */
  animation?: { name: string; lowestOpacity: number; fadeFrom: number; end: number };
  /** When it first showed faded, and the animation and media it had then (for a failure's message). */
  firstFaded?: string;
}

/**
 * Records, in the page's own clock, each frame, when the overlay shows and when it goes. CSS hides
 * it (no DOM change), so it is watched by its computed style, not by a MutationObserver.
 */
function watchOverlay() {
  const marks: OverlayMarks = {};
  (window as unknown as { overlay: OverlayMarks }).overlay = marks;
  // `frameTime`: the frame's time, the one its styles are computed for (a late callback's
  // performance.now() would be later than what the frame shows).
  const check = (frameTime: number) => {
    const overlay = document.querySelector('.page-load-overlay');
    const style = overlay && getComputedStyle(overlay);
    const showing = !!style && style.visibility === 'visible' && overlay.textContent === 'One sec, loading ...';
    // Its own animation, once started (a pending one has no start time yet).
    const animation = overlay?.getAnimations().find((running) => running.startTime !== null) as CSSAnimation | undefined;
    const started = animation?.startTime;
    if (showing && typeof started === 'number') {
      if (marks.shown === undefined) {
        marks.shown = started;
        const keyframes = (animation!.effect as KeyframeEffect).getKeyframes();
        const timing = animation!.effect!.getComputedTiming();
        const delay = Number(animation!.effect!.getTiming().delay ?? 0);
        marks.animation = {
          name: animation!.animationName,
          lowestOpacity: Math.min(...keyframes.map((keyframe) => Number(keyframe.opacity ?? 1))),
          fadeFrom: delay,
          end: Math.round(Number(timing.endTime)),
        };
      }
      marks.lastSeen = frameTime;
      // As the overlay last showed: the document may still be arriving when it first paints.
      marks.sectionsUnder = document.querySelectorAll('[data-home-section]').length;
      marks.minOpacity = Math.min(marks.minOpacity ?? 1, Number(style.opacity));
      // What the page saw when it first showed faded: for the failure's message.
      if (Number(style.opacity) < 1) {
        marks.firstFaded ??= `${Math.round(performance.now() - (marks.shown ?? 0))} ms in, animation ${style.animationDelay} + ${style.animationDuration}, reduced motion ${matchMedia('(prefers-reduced-motion: reduce)').matches}`;
      }
    } else if (marks.shown !== undefined) {
      marks.hidden = frameTime;
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
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
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') marks.firstContentfulPaint = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { identifier: string; renderTime: number })[]) {
      if (entry.identifier === 'page-load-overlay') marks.overlayWordsPainted ??= entry.renderTime;
    }
  }).observe({ type: 'element', buffered: true });
}

const overlayMarks = (page: Page) => page.evaluate(() => (window as unknown as { overlay: OverlayMarks }).overlay);
async function overlayGone(page: Page): Promise<Required<OverlayMarks>> {
  await expect.poll(async () => (await overlayMarks(page)).hidden, { timeout: 15_000 }).toBeDefined();
  return (await overlayMarks(page)) as Required<OverlayMarks>;
}

/**
 * On screen for the product contract's 500 ms, in the page's clock: from the frame that first
 * showed it, the page still saw it until 500 ms (its last look that saw it was before 700 ms: a
 * second showing, such as the overlay drawn again by the app, would be seen later), and saw it
 * gone no earlier than 450 ms.
 */
function expectShownFor500Ms(overlay: Required<OverlayMarks>) {
  expect(overlay.hidden - overlay.shown, 'gone no earlier than 500 ms after it showed').toBeGreaterThanOrEqual(450);
  expect(overlay.lastSeen - overlay.shown, 'the last look that still saw it').toBeLessThan(700);
}

const hrefs = (page: Page, selector: string) => page.locator(selector).evaluateAll((links) => links.map((a) => a.getAttribute('href')));

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
    expect(firstWords.overlayWordsPainted, 'the overlay is on the first paint with words').toBe(firstWords.firstContentfulPaint);
    expect(firstWords.firstContentfulPaint).toBeGreaterThan(0);
    expect(overlay.sectionsUnder, 'the content is in the page under the overlay').toBe(HOME_SECTIONS.length);
    // It fades out over its last 150 ms, to nothing, and is gone at 500 ms.
    expect(overlay.animation, `it fades out (the page saw it at opacity ${overlay.minOpacity} at least)`).toEqual({
      name: 'page-load-overlay-out',
      lowestOpacity: 0,
      fadeFrom: 350,
      end: 500,
    });
    // It covered the whole window, then is out of the way (hidden: not clickable, not read out).
    expect(await page.getByRole('status').filter({ hasText: 'One sec, loading ...' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Discover More' }).click({ trial: true });

    // Header (1), the home sections (2-10), footer (11), in document order.
    const order = await page.evaluate(() =>
      [...document.querySelectorAll('header, [data-home-section], footer')].map((el) => el.getAttribute('data-home-section') ?? el.tagName.toLowerCase()),
    );
    expect(order).toEqual(['header', ...HOME_SECTIONS, 'footer']);
    expect(requests.filter((url) => url.includes('remoteEntry.js'))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the overlay again when the home page opens after another page, without fading for reduced motion', async () => {
    const { page, errors } = await openPage(env.browser, { width: 390, height: 844, reducedMotion: 'reduce' });
    await page.goto(env.site.url + '/help-center');
    await page.locator('footer').waitFor();
    // The visitor's setting, as the page sees it before the overlay can show (the test's premise).
    expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches), 'the page sees reduced motion').toBe(true);
    await page.evaluate(watchOverlay);
    await page.getByRole('link', { name: 'Mboa CCU' }).first().click();
    const overlay = await overlayGone(page);
    expect(new URL(page.url()).pathname).toBe('/');
    expectShownFor500Ms(overlay);
    expect(overlay.minOpacity, `no fade: it is simply gone at 500 ms (${overlay.firstFaded})`).toBe(1);
    expect(overlay.animation, 'its animation holds it whole, then ends at 500 ms').toEqual({ name: 'page-load-overlay-held', lowestOpacity: 1, fadeFrom: 500, end: 500 });
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
      const overlay = document.getAnimations().find((animation) => (animation as CSSAnimation).animationName === 'page-load-overlay-out');
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
    expect(await page.getByRole('link', { name: /Mboa CCU/ }).first().getAttribute('href')).toBe('/');
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
      expect(await columns.nth(index).locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(expected);
    }
    for (const network of ['Facebook', 'X', 'Instagram', 'LinkedIn']) {
      await page.locator('footer').getByRole('link', { name: new RegExp(`on ${network} `) }).waitFor();
    }
    const footer = (await page.locator('footer').textContent()) ?? '';
    expect(footer).toContain(`© 2020-${new Date().getFullYear()} Mboa Cooperative Credit Union`);
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
const currentSlide = (page: Page) => page.locator('.slick-slide.slick-active:not(.slick-cloned)').getAttribute('data-index');

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
  return entries.filter((entry, index) => index > 0 && entry.value.slide !== entries[index - 1]!.value.slide && entry.at > from && entry.at <= to).map((entry) => entry.at);
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
    await expect.poll(async () => (await slideChanges(record, mounted.at)).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
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
    await expect.poll(async () => (await slideChanges(record, playing.at)).length, { timeout: 20_000 }).toBeGreaterThan(0);
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
