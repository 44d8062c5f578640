import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, openPage, openWithoutJavaScript, pasteInto } from './support/browser';
import { composedSiteForThisFile } from './support/site';

const env = composedSiteForThisFile();
const FORMS = [
  {
    path: '/login',
    spinner: true,
    fields: [['Username', 'text', 64], ['Password', 'password', 128]],
    links: { 'Forgot your password?': '/forgot_password', 'Open an account': '/create-account' },
  },
  {
    path: '/create-account',
    spinner: true,
    fields: [['First name', 'text', 100], ['Last name', 'text', 100], ['E-mail address', 'email', 254], ['Phone number', 'tel', 24], ['Password', 'password', 128]],
    links: {},
  },
  { path: '/forgot_password', spinner: false, fields: [['E-mail address', 'email', 254]], links: { 'Back to Login': '/login' } },
] as const;

interface SpinnerMarks {
  spinnerShown?: number;
  formShown?: number;
  /** Whether the spinner still showed in the frame the form showed. */
  spinnerWithForm?: boolean;
}

/** Records, each frame in the page's own clock, when the spinner and the form show (CSS times both). */
function watchSpinner() {
  const marks: SpinnerMarks = {};
  (window as unknown as { spinner: SpinnerMarks }).spinner = marks;
  const shows = (selector: string) => {
    const element = document.querySelector(selector);
    return !!element && getComputedStyle(element).visibility === 'visible';
  };
  const check = () => {
    if (marks.spinnerShown === undefined && shows('.page-load-spinner')) marks.spinnerShown = performance.now();
    if (marks.spinnerShown !== undefined && shows('.page-load-content form')) {
      marks.formShown = performance.now();
      marks.spinnerWithForm = shows('.page-load-spinner');
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}
const spinnerMarks = (page: Page) => page.evaluate(() => (window as unknown as { spinner: SpinnerMarks }).spinner);

describe.each(FORMS)('$path', (form) => {
  it('shows its labelled, required fields (after a 500 ms spinner where the spec has one)', async () => {
    const { page, errors } = await openPage(env.browser);
    if (form.spinner) await page.addInitScript(watchSpinner);
    await page.goto(env.site.url + form.path);
    const firstField = page.getByLabel(form.fields[0][0], { exact: true });
    if (form.spinner) {
      await page.getByRole('status').filter({ hasText: 'Loading…' }).waitFor();
      // The form is in the page under the spinner, hidden: not shown, not focusable.
      await firstField.waitFor({ state: 'attached' });
      if (!(await spinnerMarks(page)).formShown) {
        expect(await firstField.isVisible()).toBe(false);
        await firstField.focus();
        expect(await firstField.evaluate((el) => el === document.activeElement)).toBe(false);
      }
      await expect.poll(async () => (await spinnerMarks(page)).formShown, { timeout: 5000 }).toBeDefined();
      const marks = await spinnerMarks(page);
      expect(marks.formShown! - marks.spinnerShown!).toBeGreaterThanOrEqual(450);
      expect(marks.formShown! - marks.spinnerShown!).toBeLessThan(700);
      expect(marks.spinnerWithForm, 'the spinner goes when the form shows').toBe(false);
    }
    await firstField.waitFor();
    for (const [label, type, maxLength] of form.fields) {
      const input = page.getByLabel(label, { exact: true });
      expect(await input.getAttribute('type')).toBe(type);
      expect(await input.evaluate((el: HTMLInputElement) => el.required)).toBe(true);
      expect(await input.getAttribute('maxlength')).toBe(String(maxLength));
    }
    for (const [name, href] of Object.entries(form.links)) {
      expect(await page.getByRole('link', { name, exact: true }).first().getAttribute('href')).toBe(href);
    }
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps the values in the page, sends and stores nothing, and says where to do it', async () => {
    const { page, requests, errors } = await openPage(env.browser);
    await page.goto(env.site.url + form.path);
    await page.getByLabel(form.fields[0][0]).waitFor();
    const before = requests.length;

    // An empty form is refused by the browser with the first missing field focused.
    await page.getByRole('button', { name: /log in|create account|reset password/i }).click();
    expect(await page.getByLabel(form.fields[0][0], { exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);

    const values: Record<string, string> = { text: 'Ngozi', password: 'S3cret-pass!', email: 'ngozi@example.org', tel: '+237 670 000 000' };
    for (const [label, type] of form.fields) await page.getByLabel(label, { exact: true }).fill(values[type] ?? 'x');
    await page.getByRole('button', { name: /log in|create account|reset password/i }).click();

    await page.getByRole('status').filter({ hasText: 'Nothing you typed has been sent or saved.' }).waitFor();
    await page.getByRole('status').getByRole('link', { name: 'Google Play' }).waitFor();
    for (const [label, type] of form.fields) {
      expect(await page.getByLabel(label, { exact: true }).inputValue()).toBe(values[type] ?? 'x');
    }
    expect(new URL(page.url()).pathname).toBe(form.path);
    expect(requests.slice(before)).toEqual([]);
    const stored = await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie }));
    expect(stored).not.toContain('S3cret');
    expect(stored).not.toContain('ngozi');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe.each(FORMS)('$path without JavaScript', (form) => {
  it('shows the form (prerendered HTML) with its submit button disabled and a note that it needs JavaScript', async () => {
    const page = await openWithoutJavaScript(env.browser);
    await page.goto(env.site.url + form.path);
    await page.getByLabel(form.fields[0][0], { exact: true }).waitFor({ timeout: 2000 });
    await page.getByText(/This form needs JavaScript, which is switched off in this browser\./).waitFor();
    expect(await page.getByRole('link', { name: '+237 600 000 101' }).first().getAttribute('href')).toBe('tel:+237600000101');
    expect(await page.getByRole('button', { name: /log in|create account|reset password/i }).isDisabled()).toBe(true);
    await page.context().close();
  });
});

describe.each(FORMS)('$path bounded input', (form) => {
  it('cuts a pasted value that is too long to the field\'s limit and says so under the field', async () => {
    const { page, errors } = await openPage(env.browser, { width: 390 });
    await page.goto(env.site.url + form.path);
    const [label, , maxLength] = form.fields[form.fields.length - 1]!;
    const input = page.getByLabel(label, { exact: true });
    await input.waitFor();
    await pasteInto(input, `${'a'.repeat(maxLength)}@example.org`);
    expect((await input.inputValue()).length).toBe(maxLength);
    const message = `The pasted text did not fit: this field takes at most ${maxLength} characters, so the end was cut off. Please check it.`;
    await page.getByRole('status').filter({ hasText: message }).waitFor();
    expect(await input.getAttribute('aria-describedby')).toBe(await page.getByText(message).getAttribute('id'));
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('/mboaloader', () => {
  it('shows the full-screen loader', async () => {
    const { page } = await openPage(env.browser);
    await page.goto(env.site.url + '/mboaloader');
    const loader = page.getByRole('status').filter({ hasText: 'Mboa CCU is loading…' });
    await loader.waitFor();
    const box = await loader.boundingBox();
    expect(box?.width).toBe(1280);
    expect(box?.height).toBe(900);
    await page.context().close();
  });
});
