import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import VerifyStatementPage from './VerifyStatementPage';

const SAMPLE = { 'Reference Number': 'MB-STM-2025-0042', "Client's National ID Number": '112233445', 'Account Number': '37100012345' };

function fillAndVerify(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
}
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.cookie = 'verified_account=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('VerifyStatementPage', () => {
  it('shows the result only once the 3 seconds are over', async () => {
    render(<VerifyStatementPage />);
    fillAndVerify(SAMPLE);
    expect(screen.getByRole('button', { name: 'Please wait...' })).toHaveProperty('disabled', true);
    await advance(2999);
    expect(screen.queryByRole('heading', { name: 'Verified' })).toBeNull();
    await advance(1);
    expect(screen.getByRole('heading', { name: 'Verified' })).toBeTruthy();
    expect(document.cookie).toContain('verified_account=37100012345');
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

  it('says the check could not be done, rather than waiting for ever, when hashing fails', async () => {
    vi.stubGlobal('crypto', { subtle: { digest: () => Promise.reject(new Error('boom')) } });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<VerifyStatementPage />);
    fillAndVerify(SAMPLE);
    await advance(3000);
    expect(screen.getByRole('alert').textContent).toContain('could not be checked just now');
  });
});
