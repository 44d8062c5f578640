import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, openPage, openWithoutJavaScript, pasteInto } from '../support/browser';
import { holdCssAnimations, recordInPage } from '../support/pageClock';
import { composedSiteForThisFile } from '../support/site';

const env = composedSiteForThisFile();
const FORMS = [
  {
    path: '/login',
    spinner: true,
    fields: [
      ['Username', 'text', 64],
      ['Password', 'password', 128],
    ],
    links: { 'Forgot your password?': '/forgot_password', 'Open an account': '/create-account' },
  },
  {
    path: '/create-account',
    spinner: true,
    fields: [
      ['First name', 'text', 100],
      ['Last name', 'text', 100],
      ['E-mail address', 'email', 254],
      ['Phone number', 'tel', 24],
      ['Password', 'password', 128],
    ],
    links: {},
  },
  {
    path: '/forgot_password',
    spinner: false,
    fields: [['E-mail address', 'email', 254]],
    links: { 'Back to Login': '/login' },
  },
] as const;

/** What a sign-in page shows, as CSS shows it (the spinner and the form are timed by CSS alone). */
interface SpinnerState {
  spinner: boolean;
  /** The spinner's status text (role="status"), while it shows. */
  status: string | null;
  form: boolean;
  /**
   * When the spinner came on screen, in the page's clock: the start of its CSS animation, set at
   * the first frame the browser presents with it (null before: the page's first animation frames
   * come while nothing is presented yet).
   */
  onScreenSince: number | null;
  /** The spinner is the element the page first showed (false: drawn again, its 500 ms restarted). */
  sameSpinner: boolean;
}

/** Runs in the page. */
function spinnerState(): SpinnerState {
  const shows = (element: Element | null) => !!element && getComputedStyle(element).visibility === 'visible';
  const spinner = document.querySelector('.page-load-spinner[role="status"]');
  const seen = window as unknown as { firstSpinner?: Element };
  if (spinner) seen.firstSpinner ??= spinner;
  const started = spinner?.getAnimations().find((animation) => animation.startTime !== null)?.startTime;
  return {
    spinner: shows(spinner),
    status: shows(spinner) ? (spinner?.textContent ?? null) : null,
    form: shows(document.querySelector('.page-load-content form')),
    onScreenSince: typeof started === 'number' ? started : null,
    sameSpinner: !spinner || spinner === seen.firstSpinner,
  };
}

describe.each(FORMS)('$path', (form) => {
  it('shows its labelled, required fields (after a 500 ms spinner where the spec has one)', async () => {
    const { page, errors } = await openPage(env.browser);
    const record = form.spinner ? await recordInPage(page, 'signInSpinner', spinnerState) : undefined;
    await page.goto(env.site.url + form.path);
    const firstField = page.getByLabel(form.fields[0][0], { exact: true });
    if (record) {
      // Read from the page's own record: it passes however late the test looks.
      const spinnerShown = await record.first((state) => state.spinner, 'the spinner to show');
      const formShown = await record.first((state) => state.form, 'the form to show after the spinner');
      // When it came on screen: its animation's start, which the browser keeps, read at any later
      // look (a starved page may draw no frame at all while the spinner shows).
      const started = await record.first((state) => state.onScreenSince !== null, "the spinner's animation to start");
      const onScreenSince = started.value.onScreenSince!;
      expect(spinnerShown.value.status).toBe('Loading…');
      expect(spinnerShown.value.form, 'the form is hidden while the spinner shows').toBe(false);
      // From the frame that first showed the spinner: the form no earlier than 500 ms after, and at
      // the page's first look after 500 ms (the last look that still saw the spinner was before 700 ms).
      expect(formShown.at - onScreenSince).toBeGreaterThanOrEqual(450);
      expect(formShown.lookedBefore! - onScreenSince).toBeLessThan(700);
      expect(formShown.value.spinner, 'the spinner goes when the form shows').toBe(false);
      // One spinner, shown once: the app took the page over without drawing it again.
      expect(
        (await record.entries()).every(
          (entry) => entry.value.sameSpinner && (entry.value.onScreenSince ?? onScreenSince) === onScreenSince,
        ),
      ).toBe(true);
      // The spinner is the only state between the two: the form never showed under it.
      for (const { value } of await record.between(spinnerShown.at, formShown.at - 1))
        expect(value).toMatchObject({ spinner: true, form: false });
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

  it.runIf(form.spinner)(
    'while the spinner shows, the form is in the page but hidden: not shown, not focusable',
    async () => {
      const { page, errors } = await openPage(env.browser);
      // The spinner's 500 ms held still (CSS animations paused) for as long as the test looks.
      const animations = await holdCssAnimations(page);
      await page.goto(env.site.url + form.path);
      await page.getByRole('status').filter({ hasText: 'Loading…' }).waitFor();
      const firstField = page.getByLabel(form.fields[0][0], { exact: true });
      await firstField.waitFor({ state: 'attached' });
      expect(await firstField.isVisible()).toBe(false);
      await firstField.focus();
      expect(await firstField.evaluate((el) => el === document.activeElement)).toBe(false);
      await animations.release();
      await firstField.waitFor();
      await firstField.focus();
      expect(await firstField.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it('keeps the values in the page, sends and stores nothing, and says where to do it', async () => {
    const { page, requests, errors } = await openPage(env.browser);
    await page.goto(env.site.url + form.path);
    await page.getByLabel(form.fields[0][0]).waitFor();
    const before = requests.length;

    // An empty form is refused by the browser with the first missing field focused.
    await page.getByRole('button', { name: /log in|create account|reset password/i }).click();
    expect(
      await page.getByLabel(form.fields[0][0], { exact: true }).evaluate((el) => el === document.activeElement),
    ).toBe(true);

    const values: Record<string, string> = {
      text: 'Ngozi',
      password: 'S3cret-pass!',
      email: 'ngozi@example.org',
      tel: '+237 670 000 000',
    };
    for (const [label, type] of form.fields) await page.getByLabel(label, { exact: true }).fill(values[type] ?? 'x');
    await page.getByRole('button', { name: /log in|create account|reset password/i }).click();

    await page.getByRole('status').filter({ hasText: 'Nothing you typed has been sent or saved.' }).waitFor();
    await page.getByRole('status').getByRole('link', { name: 'Google Play' }).waitFor();
    for (const [label, type] of form.fields) {
      expect(await page.getByLabel(label, { exact: true }).inputValue()).toBe(values[type] ?? 'x');
    }
    expect(new URL(page.url()).pathname).toBe(form.path);
    expect(requests.slice(before)).toEqual([]);
    const stored = await page.evaluate(() =>
      JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie }),
    );
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
    // Shown once the spinner has gone (500 ms, by CSS), and from then on.
    await page.getByLabel(form.fields[0][0], { exact: true }).waitFor();
    await page.getByText(/This form needs JavaScript, which is switched off in this browser\./).waitFor();
    expect(await page.getByRole('link', { name: '+237 600 000 101' }).first().getAttribute('href')).toBe(
      'tel:+237600000101',
    );
    expect(await page.getByRole('button', { name: /log in|create account|reset password/i }).isDisabled()).toBe(true);
    await page.context().close();
  });
});

describe.each(FORMS)('$path bounded input', (form) => {
  it("cuts a pasted value that is too long to the field's limit and says so under the field", async () => {
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
