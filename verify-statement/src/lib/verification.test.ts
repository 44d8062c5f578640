import { describe, expect, it } from 'vitest';
import {
  INITIAL_VERIFICATION,
  verificationReducer,
  type VerificationEvent,
  type VerificationState,
} from './verification';

const filled: VerificationState = {
  phase: 'editing',
  query: { referenceNumber: 'R-1', idNumber: 'ID', accountNumber: '123' },
  problems: {},
  outcome: 'none',
};
const run = (state: VerificationState, ...events: VerificationEvent[]) => events.reduce(verificationReducer, state);

describe('verificationReducer', () => {
  it('starts unverified with an empty form', () => {
    expect(INITIAL_VERIFICATION).toEqual({
      phase: 'editing',
      query: { referenceNumber: '', idNumber: '', accountNumber: '' },
      problems: {},
      outcome: 'none',
    });
  });

  it('a complete form goes to checking on submit', () => {
    expect(run(filled, { type: 'submit', online: true, savedCopy: false })).toEqual({
      phase: 'checking',
      query: filled.query,
    });
  });

  it('an incomplete form stays editing with a problem per field and is not checked', () => {
    const state = run(
      INITIAL_VERIFICATION,
      { type: 'edit', field: 'accountNumber', value: '12x' },
      { type: 'submit', online: true, savedCopy: false },
    );
    expect(state).toMatchObject({
      phase: 'editing',
      problems: { referenceNumber: 'required', idNumber: 'required', accountNumber: 'digits-only' },
    });
  });

  it('a complete form pressed offline stays editing, values kept, with the offline outcome, and is not checked', () => {
    expect(run(filled, { type: 'submit', online: false, savedCopy: false })).toEqual({ ...filled, outcome: 'offline' });
  });

  it('a complete form pressed on a saved copy of the page is not checked, online or not: its records may be out of date', () => {
    for (const online of [true, false])
      expect(run(filled, { type: 'submit', online, savedCopy: true })).toEqual({ ...filled, outcome: 'saved-copy' });
  });

  it('offline, an incomplete form still gets a problem per field first', () => {
    const state = run(INITIAL_VERIFICATION, { type: 'submit', online: false, savedCopy: false });
    expect(state).toMatchObject({ phase: 'editing', problems: { referenceNumber: 'required' }, outcome: 'none' });
  });

  it('the offline outcome clears on an edit, and a press online goes to checking', () => {
    const offline = run(filled, { type: 'submit', online: false, savedCopy: false });
    expect(run(offline, { type: 'edit', field: 'idNumber', value: 'ID' })).toMatchObject({
      phase: 'editing',
      outcome: 'none',
    });
    expect(run(offline, { type: 'submit', online: true, savedCopy: false })).toEqual({
      phase: 'checking',
      query: filled.query,
    });
  });

  it('a match goes to verified with the prefix', () => {
    expect(run(filled, { type: 'submit', online: true, savedCopy: false }, { type: 'matched', prefix: 'P' })).toEqual({
      phase: 'verified',
      query: filled.query,
      prefix: 'P',
    });
  });

  it('no match goes back to the form with the values kept and the failure shown', () => {
    expect(
      run(filled, { type: 'submit', online: true, savedCopy: false }, { type: 'failed', outcome: 'no-match' }),
    ).toEqual({ ...filled, outcome: 'no-match' });
  });

  it('editing any field clears the failure and that field’s problem only', () => {
    const failed = run(
      filled,
      { type: 'submit', online: true, savedCopy: false },
      { type: 'failed', outcome: 'no-match' },
    );
    expect(run(failed, { type: 'edit', field: 'idNumber', value: 'ID2' })).toMatchObject({
      outcome: 'none',
      query: { idNumber: 'ID2' },
    });
    const invalid = run(INITIAL_VERIFICATION, { type: 'submit', online: true, savedCopy: false });
    expect(run(invalid, { type: 'edit', field: 'idNumber', value: 'x' })).toMatchObject({
      problems: { referenceNumber: 'required', accountNumber: 'required' },
    });
  });

  it('ignores edits and submits while checking, and results that arrive late', () => {
    const checking = run(filled, { type: 'submit', online: true, savedCopy: false });
    expect(
      run(
        checking,
        { type: 'edit', field: 'idNumber', value: 'other' },
        { type: 'submit', online: true, savedCopy: false },
      ),
    ).toBe(checking);
    expect(run(filled, { type: 'matched', prefix: 'P' })).toBe(filled);
  });

  it('verify another returns to an empty form', () => {
    expect(
      run(
        filled,
        { type: 'submit', online: true, savedCopy: false },
        { type: 'matched', prefix: 'P' },
        { type: 'verify-another' },
      ),
    ).toEqual(INITIAL_VERIFICATION);
  });
});
