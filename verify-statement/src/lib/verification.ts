import {
  EMPTY_QUERY,
  queryProblems,
  type FieldProblems,
  type StatementField,
  type StatementQuery,
} from './statementQuery';

export const VERIFICATION_DELAY_MS = 3000;

export type CheckFailure = 'no-match' | 'insecure-context' | 'error';
/** `offline` and `saved-copy`: nothing was checked. */
export type CheckOutcome = 'none' | CheckFailure | 'offline' | 'saved-copy';

export type VerificationState =
  | { phase: 'editing'; query: StatementQuery; problems: FieldProblems; outcome: CheckOutcome }
  | { phase: 'checking'; query: StatementQuery }
  | { phase: 'verified'; query: StatementQuery; prefix: string };

export type VerificationEvent =
  | { type: 'edit'; field: StatementField; value: string }
  | { type: 'submit'; online: boolean; savedCopy: boolean }
  | { type: 'matched'; prefix: string }
  | { type: 'failed'; outcome: CheckFailure }
  | { type: 'verify-another' };

export const INITIAL_VERIFICATION: VerificationState = {
  phase: 'editing',
  query: EMPTY_QUERY,
  problems: {},
  outcome: 'none',
};

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
      return state.phase === 'checking'
        ? { phase: 'editing', query: state.query, problems: {}, outcome: event.outcome }
        : state;
    case 'verify-another':
      return state.phase === 'verified' ? INITIAL_VERIFICATION : state;
  }
}
