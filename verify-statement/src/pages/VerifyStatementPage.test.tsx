import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import VerifyStatementPage from './VerifyStatementPage';

const SAMPLE = { 'Reference Number': 'MB-STM-2025-0042', "Client's National ID Number": '112233445', 'Account Number': '37100012345' };

function fillAndVerify(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
}
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Lets the test see, and optionally hold back, the page's one key derivation (real Web Crypto). */
function watchDerivation(options: { holdUntilReleased?: boolean } = {}) {
  const subtle = globalThis.crypto.subtle;
  const realDeriveBits = subtle.deriveBits.bind(subtle);
  let release = () => {};
  const released = options.holdUntilReleased ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  let called: (derivation: { derived: Promise<ArrayBuffer> }) => void = () => {};
  const derivationStarted = new Promise<{ derived: Promise<ArrayBuffer> }>((resolve) => (called = resolve));
  const importKey = vi.spyOn(subtle, 'importKey');
  vi.spyOn(subtle, 'deriveBits').mockImplementation((...args: Parameters<SubtleCrypto['deriveBits']>) => {
    const derived = released.then(() => realDeriveBits(...args));
    called({ derived });
    return derived;
  });
  return {
    importKey,
    release: () => release(),
    /** Waits, in real time (the fake clock stands still), until the derivation has finished. */
    finished: () =>
      act(async () => {
        await (await derivationStarted).derived;
      }),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.cookie = 'verified_account=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('VerifyStatementPage', () => {
  it('starts the derivation as soon as Verify is pressed, but shows the result only once the 3 seconds are over', async () => {
    const derivation = watchDerivation();
    render(<VerifyStatementPage />);
    fillAndVerify(SAMPLE);
    expect(derivation.importKey).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Please wait...' })).toHaveProperty('disabled', true);
    await advance(2999);
    await derivation.finished();
    expect(screen.queryByRole('heading', { name: 'Verified' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Please wait...' })).toHaveProperty('disabled', true);
    await advance(1);
    expect(screen.getByRole('heading', { name: 'Verified' })).toBeTruthy();
    expect(document.cookie).toContain('verified_account=37100012345');
  });

  it('keeps waiting past 3 seconds while the derivation runs, and shows the result as soon as it ends', async () => {
    const derivation = watchDerivation({ holdUntilReleased: true });
    render(<VerifyStatementPage />);
    fillAndVerify(SAMPLE);
    await advance(4000);
    expect(screen.getByRole('button', { name: 'Please wait...' })).toHaveProperty('disabled', true);
    derivation.release();
    await derivation.finished();
    expect(screen.getByRole('heading', { name: 'Verified' })).toBeTruthy();
  });

  it('says a secure connection is needed where the browser has no Web Crypto', async () => {
    vi.stubGlobal('crypto', {});
    render(<VerifyStatementPage />);
    fillAndVerify(SAMPLE);
    await advance(3000);
    expect(screen.getByRole('alert').textContent).toContain('This check needs a secure connection');
    expect(screen.getByRole('button', { name: 'Verify' })).toHaveProperty('disabled', false);
    expect(document.cookie).not.toContain('verified_account');
  });

  it('says the check could not be done, rather than waiting for ever, when the derivation fails', async () => {
    vi.stubGlobal('crypto', { subtle: { importKey: () => Promise.reject(new Error('boom')) } });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<VerifyStatementPage />);
    fillAndVerify(SAMPLE);
    await advance(3000);
    expect(screen.getByRole('alert').textContent).toContain('could not be checked just now');
  });

  it('refuses a value longer than its field, with a message under it, and does not wait', async () => {
    render(<VerifyStatementPage />);
    // maxlength stops typing and pasting; a script can still set a longer value.
    fillAndVerify({ ...SAMPLE, 'Reference Number': 'R'.repeat(65) });
    const field = screen.getByLabelText('Reference Number');
    expect(field.getAttribute('maxlength')).toBe('64');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(document.querySelector('.field__error')!.id);
    expect(document.querySelector('.field__error')!.textContent).toBe('The reference number can be at most 64 characters long.');
    expect(screen.getByRole('button', { name: 'Verify' })).toHaveProperty('disabled', false);
    expect(document.activeElement).toBe(field);
  });
});
