import { EMPTY_QUERY, queryProblems, type FieldProblems, type StatementField, type StatementQuery } from './statementQuery';

/** Verify waits this long, button disabled, before the form is submitted. */
export const VERIFICATION_DELAY_MS = 3000;

/**
 * Why the last check did not verify, if it did not: no record matched, the browser has no
 * Web Crypto (plain http from another host), or something else went wrong.
 */
export type CheckFailure = 'no-match' | 'insecure-context' | 'error';
/**
 * What the last press of Verify left under the form: a check's failure, or nothing checked:
 * `saved-copy` on a copy saved for offline reading (its records are as they were when it was
 * saved), `offline` when the browser had no connection.
 */
export type CheckOutcome = 'none' | CheckFailure | 'offline' | 'saved-copy';

/** The page's state machine. */
export type VerificationState =
  | { phase: 'editing'; query: StatementQuery; problems: FieldProblems; outcome: CheckOutcome }
  | { phase: 'checking'; query: StatementQuery }
  | { phase: 'verified'; query: StatementQuery; prefix: string };

export type VerificationEvent =
  | { type: 'edit'; field: StatementField; value: string }
  /** Whether the browser reported a connection when Verify was pressed, and whether the page is a saved copy. */
  | { type: 'submit'; online: boolean; savedCopy: boolean }
  | { type: 'matched'; prefix: string }
  | { type: 'failed'; outcome: CheckFailure }
  | { type: 'verify-another' };

export const INITIAL_VERIFICATION: VerificationState = { phase: 'editing', query: EMPTY_QUERY, problems: {}, outcome: 'none' };

export function verificationReducer(state: VerificationState, event: VerificationEvent): VerificationState {
  switch (event.type) {
    case 'edit': {
      // The fields are read-only while checking and hidden once verified.
      if (state.phase !== 'editing') return state;
      const problems = { ...state.problems };
      delete problems[event.field];
      return { phase: 'editing', query: { ...state.query, [event.field]: event.value }, problems, outcome: 'none' };
    }
    case 'submit': {
      if (state.phase !== 'editing') return state;
      const problems = queryProblems(state.query);
      if (Object.keys(problems).length > 0) return { ...state, problems, outcome: 'none' };
      if (event.savedCopy) return { ...state, outcome: 'saved-copy' };
      if (!event.online) return { ...state, outcome: 'offline' };
      return { phase: 'checking', query: state.query };
    }
    case 'matched':
      return state.phase === 'checking' ? { phase: 'verified', query: state.query, prefix: event.prefix } : state;
    case 'failed':
      return state.phase === 'checking' ? { phase: 'editing', query: state.query, problems: {}, outcome: event.outcome } : state;
    case 'verify-another':
      return state.phase === 'verified' ? INITIAL_VERIFICATION : state;
  }
}
