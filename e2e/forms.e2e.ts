import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, openPage, pasteInto } from './support/browser';
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

describe.each(FORMS)('$path', (form) => {
  it('shows its labelled, required fields (after a 500 ms spinner where the spec has one)', async () => {
    const { page, errors } = await openPage(env.browser);
    const start = Date.now();
    await page.goto(env.site.url + form.path);
    if (form.spinner) {
      await page.getByRole('status').filter({ hasText: 'Loading…' }).waitFor();
    }
    await page.getByLabel(form.fields[0][0]).waitFor();
    if (form.spinner) expect(Date.now() - start).toBeGreaterThanOrEqual(450);
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
