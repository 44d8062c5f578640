import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { identity, phoneOnOneLine } from '../../shared/src/identity';
import { LOCALES } from '../../shared/src/language/language';
import helpCenterEn from '../../shell/src/pages/help/helpCenter.en';
import { describeLiveChatStatus, liveChatStatus } from '../../shell/src/pages/help/liveChat';
import { expectNoAxeViolations, openPage, openWithoutJavaScript } from '../support/browser';
import { pageTime } from '../support/pageClock';
import { composedSiteForThisFile } from '../support/site';

const NINE_FAQ_TOPICS = [
  'Accounts',
  'Loans',
  'Njangie and groups',
  'Ways to bank: app, online banking and USSD',
  'Cards and transfers',
  'Verify a statement',
  'Security and fraud',
  'Fees',
  'Business banking',
];

const CHAT_HOURS = '8:00-16:00, Monday to Saturday, Central Africa Time, UTC+1';

const env = composedSiteForThisFile();

async function open(path: string, width = 1280) {
  const watched = await openPage(env.browser, { width, height: 900 });
  await watched.page.goto(env.site.url + path);
  await watched.page.locator('footer').waitFor();
  return watched;
}

const main = (page: Page) => page.locator('main');

// Each help page's heading, title and description, at 320 px with no axe violations, is checked
// on the one visit every route gets (e2e/platform/every-route.e2e.ts).

describe('/help-center', () => {
  it('has the category cards, each leading to its page, and the chat block with the hours and the status at the page’s own time', async () => {
    const { page } = await open('/help-center');
    const before = await pageTime(page);
    const topics = page.getByRole('region', { name: 'Browse help by topic' });
    const cardLink = async (title: string) =>
      topics
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
        .getByRole('link')
        .getAttribute('href');
    expect(await cardLink('Accounts')).toBe('/personal-banking');
    expect(await cardLink('Loans')).toBe('/personal-loans');
    expect(await cardLink('Ways to bank')).toBe('/ways-to-bank');
    expect(await cardLink('Group savings')).toBe('/group-societies');
    expect(await cardLink('Verify a statement')).toBe('/verify-statement');
    expect(await cardLink('Security and fraud')).toBe('/faqs#security-fraud');
    expect(await cardLink('Contact')).toBe('/contact-us');

    const chat = page.getByRole('region', { name: 'Chat with our support team' });
    expect(await chat.innerText()).toContain(CHAT_HOURS);
    // The status at the page's time, once its script runs (the HTML gives the hours): the minute
    // may turn while the page starts. Fixed times, and other zones: the tests below.
    await expect.poll(() => chat.getByRole('status').innerText()).toMatch(/^Chat is (open|closed) now/);
    const shown = await chat.getByRole('status').innerText();
    const at = async (time: number) =>
      describeLiveChatStatus(liveChatStatus(new Date(time)), helpCenterEn.chat.status, LOCALES.en);
    expect([await at(before), await at(await pageTime(page))]).toContain(shown);
    expect(await chat.getByRole('link', { name: `WhatsApp ${identity.phone.whatsapp}` }).getAttribute('href')).toBe(
      identity.phone.whatsappLink,
    );
    await page.context().close();
  });

  it('a card opens its page without reloading the site: Security and fraud lands on that FAQ topic', async () => {
    const { page, errors } = await open('/help-center', 390);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('link', { name: /Read the security answers/ }).click();
    const topic = page.getByRole('region', { name: 'Security and fraud' });
    await topic.waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/faqs#security-fraud');
    await expect.poll(() => topic.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(100);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each([
    [
      'Asia/Tokyo',
      '2026-11-21T15:59:30+01:00',
      'Chat is open now, until 16:00 today (Limbe time).',
      'Chat is closed now. It opens on Monday at 8:00 (Limbe time).',
    ],
    [
      'America/New_York',
      '2026-11-23T07:59:30+01:00',
      'Chat is closed now. It opens today at 8:00 (Limbe time).',
      'Chat is open now, until 16:00 today (Limbe time).',
    ],
  ])(
    'on a device set to %s, says whether chat is open in Limbe time at %s, and updates when the minute turns',
    async (timezoneId, instant, first, then) => {
      const context = await env.browser.newContext({ timezoneId, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      // The page's clock is the test's: it stands at `instant` however long the page takes to load,
      // and moves only when the test moves it.
      await page.clock.install({ time: new Date(instant).getTime() - 60_000 });
      await page.clock.pauseAt(new Date(instant));
      await page.goto(env.site.url + '/help-center', { waitUntil: 'load' });
      // The status is a part that needs the app: it starts when the visitor acts (a key press here)
      // or when the part comes near the screen (shell/src/start/boot.ts). Its
      // start runs on the page's timers, the test's clock, so the test moves the clock on, 100 ms at
      // a time, until the app has started (well within the 30 s to 16:00).
      await page.keyboard.press('Shift');
      await expect
        .poll(async () => {
          await page.clock.runFor(100);
          return page.evaluate(() => document.documentElement.hasAttribute('data-interactive'));
        })
        .toBe(true);
      const status = page.getByRole('region', { name: 'Chat with our support team' }).getByRole('status');
      await expect.poll(() => status.innerText()).toBe(first);
      // The device really is in that zone: its local hour differs from Limbe's.
      // eslint-disable-next-line no-restricted-syntax -- the page's clock, which page.clock holds at `instant`
      expect(await page.evaluate(() => new Date().getHours())).not.toBe(new Date(instant).getUTCHours() + 1);
      await page.clock.runFor(31_000);
      await expect.poll(() => status.innerText()).toBe(then);
      await context.close();
    },
  );
});

describe('/contact-us', () => {
  it('gives the three addresses as mail links, the telephone as tel:, WhatsApp as wa.me, the office, the identifiers and Email Us', async () => {
    const { page } = await open('/contact-us', 390);
    const content = main(page);
    for (const address of [identity.email.fraud, identity.email.info, identity.email.support]) {
      expect(await content.getByRole('link', { name: address, exact: true }).getAttribute('href')).toBe(
        `mailto:${address}`,
      );
    }
    expect(
      await content.getByRole('link', { name: phoneOnOneLine(identity.phone.plain), exact: true }).getAttribute('href'),
    ).toBe('tel:+237600000101');
    expect(
      await content
        .getByRole('link', { name: phoneOnOneLine(identity.phone.whatsapp), exact: true })
        .getAttribute('href'),
    ).toBe('https://wa.me/237600000102');
    const office = (await content.locator('address').innerText()).replace(/\s+/g, ' ');
    expect(office).toContain(
      `${identity.address.street} ${identity.address.city}, ${identity.address.region.en} ${identity.address.country.en}`,
    );
    const text = await content.innerText();
    for (const item of identity.regulatory) {
      expect(text).toContain(item.label.en);
      expect(text).toContain(item.value);
    }
    const emailUs = content.getByRole('link', { name: 'Email Us', exact: true });
    expect(await emailUs.getAttribute('href')).toMatch(/^mailto:info@mboa\.example\?subject=\S+/);
    await page.context().close();
  });
});

describe('/faqs', () => {
  it('has nine topic cards whose questions open with the keyboard to show their answers', async () => {
    const { page } = await open('/faqs', 390);
    const topics = main(page).locator('section.faq-topic');
    expect(await topics.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(NINE_FAQ_TOPICS);
    for (let i = 0; i < NINE_FAQ_TOPICS.length; i++)
      expect(await topics.nth(i).locator('details').count()).toBeGreaterThanOrEqual(2);

    const question = page.locator('summary', { hasText: 'How old must I be?' });
    const answer = page.getByText('Students can open a student account from 16.');
    expect(await answer.isVisible()).toBe(false);
    await question.focus();
    await page.keyboard.press('Enter');
    await answer.waitFor();
    await page.context().close();
  });

  it('answers hidden in closed questions are found by the browser’s find-in-page, which opens them', async () => {
    const answer = 'taxpayer number, the NIU';
    const { page } = await open('/faqs');
    const details = page.locator('details', { hasText: answer });
    expect(await details.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
    // window.find searches as find-in-page does: it finds text in a closed <details>, not hidden text.
    const found = await page.evaluate((text) => {
      const find = (window as unknown as { find: (text: string) => boolean }).find;
      const hidden = Object.assign(document.createElement('p'), { textContent: 'a sentence nobody can see' });
      hidden.style.display = 'none';
      document.body.append(hidden);
      return { answer: find(text), hidden: find('a sentence nobody can see') };
    }, answer);
    expect(found).toEqual({ answer: true, hidden: false });
    // A link to the text (find-in-page's machinery) opens the question that holds it.
    await page.goto(`${env.site.url}/faqs#:~:text=${encodeURIComponent(answer)}`);
    await page.locator('footer').waitFor();
    await expect.poll(() => details.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
    await page.context().close();
  });

  it('/faqs#security-fraud opens the page at that topic', async () => {
    const { page } = await open('/faqs#security-fraud', 390);
    const topic = page.getByRole('region', { name: 'Security and fraud' });
    await expect.poll(() => topic.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(100);
    await page.context().close();
  });
});

describe('/blog', () => {
  const articles = (page: Page) => main(page).locator('article');
  const field = (page: Page) => page.getByRole('searchbox', { name: 'Search the articles' });
  const result = (page: Page) => main(page).getByRole('status');

  it('lists at least six dated articles, with the Search and Stay Connected buttons', async () => {
    const { page } = await open('/blog', 390);
    expect(await articles(page).count()).toBeGreaterThanOrEqual(6);
    for (const date of await articles(page)
      .locator('time')
      .evaluateAll((times) => times.map((t) => t.getAttribute('datetime')))) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    await page.getByRole('link', { name: 'Search', exact: true }).click();
    await expect.poll(() => field(page).evaluate((el) => el === document.activeElement)).toBe(true);

    await page.getByRole('link', { name: 'Stay Connected', exact: true }).click();
    const stay = page.getByRole('region', { name: 'Stay connected' });
    await expect.poll(() => stay.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(100);
    for (const social of identity.social) {
      const link = stay.getByRole('link', { name: `${identity.shortName} on ${social.network}` });
      expect(await link.getAttribute('href')).toBe(social.href);
      expect(await link.getAttribute('rel')).toContain('noopener');
    }
    await page.context().close();
  });

  it('filters as the visitor types, ignoring case and accents, counts, says when nothing matches, and keeps ?q=', async () => {
    const { page } = await open('/blog');
    const total = await articles(page).count();
    const historyLength = await page.evaluate(() => history.length);
    await field(page).pressSequentially('REUNION');
    await expect.poll(() => result(page).innerText()).toBe('1 article matches “REUNION”.');
    expect(await articles(page).allInnerTexts()).toEqual([expect.stringContaining('Njangie, tontine, réunion')]);
    expect(new URL(page.url()).searchParams.get('q')).toBe('REUNION');
    // Typing replaced the address; it did not add a Back step per letter.
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    await field(page).fill('scam');
    await expect.poll(() => result(page).innerText()).toMatch(/^\d+ articles? match(es)? “scam”\.$/);
    const scamCount = await articles(page).count();
    expect(scamCount).toBeGreaterThan(0);
    expect(scamCount).toBeLessThan(total);

    await field(page).fill('xylophone');
    await expect
      .poll(() => result(page).innerText())
      .toBe('No articles match “xylophone”. Try another word or clear the search.');
    expect(await articles(page).count()).toBe(0);

    await page.getByRole('button', { name: 'Clear the search' }).click();
    await expect.poll(() => articles(page).count()).toBe(total);
    expect(new URL(page.url()).search).toBe('');
    await page.context().close();
  });

  it('restores a search from ?q= on load and after a reload', async () => {
    const { page } = await open('/blog?q=ussd');
    // The HTML is /blog's: the query is read once the page's script has taken over.
    await expect.poll(() => field(page).inputValue()).toBe('ussd');
    const count = await articles(page).count();
    expect(count).toBeGreaterThan(0);
    for (const text of await articles(page).allInnerTexts()) expect(text.toLowerCase()).toContain('ussd');
    await expect
      .poll(() => result(page).innerText())
      .toBe(count === 1 ? '1 article matches “ussd”.' : `${count} articles match “ussd”.`);

    await field(page).fill('njangie');
    await page.reload();
    await page.locator('footer').waitFor();
    await expect.poll(() => field(page).inputValue()).toBe('njangie');
    await expect.poll(() => result(page).innerText()).toMatch(/“njangie”/);
    await page.context().close();
  });
});

describe('the header', () => {
  async function headerLayout(width: number) {
    const { page } = await open('/help-center', width);
    const layout = await page.evaluate(() => {
      const bar = document.querySelector('.site-header__bar')!;
      const contentRight = bar.getBoundingClientRect().right - parseFloat(getComputedStyle(bar).paddingRight);
      const brandRight = document.querySelector('.site-header__brand')!.getBoundingClientRect().right;
      const links = [...document.querySelectorAll<HTMLElement>('.site-nav__link')].map((link) => {
        const box = link.getBoundingClientRect();
        // The label's lines: the distinct tops of its text's line boxes.
        const text = document.createRange();
        text.selectNodeContents(link);
        const lines = new Set([...text.getClientRects()].map((rect) => Math.round(rect.top))).size;
        // checkVisibility: a closed disclosure's links may still be laid out (content-visibility).
        return { text: link.innerText, left: box.left, right: box.right, lines, visible: link.checkVisibility() };
      });
      return {
        toggleShown: getComputedStyle(document.querySelector('.site-nav__toggle')!).display !== 'none',
        contentRight,
        brandRight,
        links,
        scrollWidth: document.documentElement.scrollWidth,
      };
    });
    await page.context().close();
    return layout;
  }

  it.each([1024, 1280])(
    'at %i px every label is on one line, in order, inside the bar, with no menu button',
    async (width) => {
      const layout = await headerLayout(width);
      expect(layout.toggleShown).toBe(false);
      expect(layout.links.map((l) => l.text)).toEqual([
        'Personal Banking',
        'Business Banking',
        'Group Societies',
        'Help Centre',
        'Log in',
        'Opening an account',
      ]);
      for (const link of layout.links) expect(link.lines, link.text).toBe(1);
      expect(layout.links[0]!.left).toBeGreaterThan(layout.brandRight);
      expect(layout.links.at(-1)!.right).toBeLessThanOrEqual(layout.contentRight + 0.5);
      expect(layout.scrollWidth).toBe(width);
    },
  );

  it('below 1024 px the menu button takes over', async () => {
    const layout = await headerLayout(1023);
    expect(layout.toggleShown).toBe(true);
    expect(layout.links.every((l) => !l.visible)).toBe(true);
  });

  it.each([1024, 1280])(
    'at %i px every link shows inline with no menu button, without JavaScript too',
    async (width) => {
      for (const javaScriptEnabled of [true, false]) {
        const context = await env.browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
        const page = await context.newPage();
        await page.goto(env.site.url + '/help-center');
        if (!javaScriptEnabled && (await page.locator('#root > *').count()) === 0) {
          console.warn('Skipped the JavaScript-off half: the site serves no prerendered HTML yet.');
          await context.close();
          continue;
        }
        const nav = page.getByRole('navigation', { name: 'Main' });
        for (const name of ['Personal Banking', 'Help Centre', 'Opening an account'])
          await nav.getByRole('link', { name }).waitFor();
        expect(await page.locator('.site-nav__toggle').isVisible(), `javaScriptEnabled: ${javaScriptEnabled}`).toBe(
          false,
        );
        await context.close();
      }
    },
  );
});

describe('the header menu on a phone', () => {
  const menu = (page: Page) => page.locator('header details.site-nav__menu');
  const toggle = (page: Page) => page.locator('header summary.site-nav__toggle');
  const link = (page: Page, name: string) =>
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
  const isOpen = (page: Page) => menu(page).evaluate((details: HTMLDetailsElement) => details.open);
  /** What Chromium tells assistive technology about the Menu control: its role and expanded state. */
  async function announced(page: Page) {
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: {
        role?: { value: string };
        name?: { value: string };
        properties?: { name: string; value: { value: unknown } }[];
      }[];
    };
    await cdp.detach();
    const node = nodes.find((candidate) => candidate.name?.value === 'Menu');
    return {
      role: node?.role?.value,
      expanded: node?.properties?.find((property) => property.name === 'expanded')?.value.value,
    };
  }

  it('opens and closes with its Menu button, says whether it is expanded, and closes after a navigation', async () => {
    const { page, errors } = await open('/help-center', 390);
    expect(await link(page, 'Business Banking').isVisible()).toBe(false);
    expect(await toggle(page).innerText()).toBe('Menu');

    expect(await announced(page)).toEqual({ role: 'DisclosureTriangle', expanded: false });

    await toggle(page).click();
    await link(page, 'Business Banking').waitFor();
    expect(await isOpen(page)).toBe(true);
    expect(await announced(page)).toEqual({ role: 'DisclosureTriangle', expanded: true });
    await expectNoAxeViolations(page);

    await toggle(page).click();
    await link(page, 'Business Banking').waitFor({ state: 'hidden' });

    await toggle(page).click();
    await link(page, 'Business Banking').click();
    await page.waitForURL(/\/business-banking$/);
    expect(await isOpen(page)).toBe(false);
    expect(await link(page, 'Help Centre').isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('works from the keyboard: Enter opens it, Tab reaches the links, Escape closes it and returns to the button', async () => {
    const { page } = await open('/help-center', 390);
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    await link(page, 'Personal Banking').waitFor();
    await page.keyboard.press('Tab');
    expect(await link(page, 'Personal Banking').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await link(page, 'Personal Banking').waitFor({ state: 'hidden' });
    expect(await toggle(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    await link(page, 'Personal Banking').waitFor();
    await page.context().close();
  });

  it('works without JavaScript (prerendered HTML): the Menu button opens the links', async () => {
    const page = await openWithoutJavaScript(env.browser);
    await page.goto(env.site.url + '/help-center');
    expect(await link(page, 'Log in').isVisible()).toBe(false);
    await toggle(page).click();
    await link(page, 'Log in').waitFor();
    expect(await link(page, 'Log in').getAttribute('href')).toBe('/login');
    await toggle(page).click();
    await link(page, 'Log in').waitFor({ state: 'hidden' });
    await page.context().close();
  });
});
