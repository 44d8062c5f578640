import { useCallback, useEffect, useReducer } from 'react';
import { isSavedCopy } from '@mboa/shared/saved-copy';
import { findStatementPrefix, InsecureContextError } from './matchStatement';
import type { StatementField, StatementQuery } from './statementQuery';
import {
  INITIAL_VERIFICATION,
  VERIFICATION_DELAY_MS,
  verificationReducer,
  type VerificationEvent,
  type VerificationState,
} from './verification';
import { forgetVerifiedAccount, rememberVerifiedAccount } from './verifiedAccountCookie';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type ConnectionCheck = () => boolean;
const browserIsOnline: ConnectionCheck = () => navigator.onLine;
export type SavedCopyCheck = () => boolean;
const documentIsSavedCopy: SavedCopyCheck = () => isSavedCopy(document);

export interface StatementVerification {
  state: VerificationState;
  edit: (field: StatementField, value: string) => void;
  submit: () => void;
  verifyAnother: () => void;
}

/** Looks the query up; never rejects, so the page can never stay stuck on "Please wait...". */
async function check(query: StatementQuery): Promise<VerificationEvent> {
  try {
    const prefix = await findStatementPrefix(query);
    return prefix === undefined ? { type: 'failed', outcome: 'no-match' } : { type: 'matched', prefix };
  } catch (error) {
    if (error instanceof InsecureContextError) return { type: 'failed', outcome: 'insecure-context' };
    console.error(error);
    return { type: 'failed', outcome: 'error' };
  }
}

export function useStatementVerification(
  isOnline: ConnectionCheck = browserIsOnline,
  savedCopy: SavedCopyCheck = documentIsSavedCopy,
): StatementVerification {
  const [state, dispatch] = useReducer(verificationReducer, INITIAL_VERIFICATION);
  const checkingQuery = state.phase === 'checking' ? state.query : undefined;

  useEffect(() => {
    if (!checkingQuery) return;
    let current = true;
    // The check runs during the wait; its result shows once both are over.
    void Promise.all([check(checkingQuery), wait(VERIFICATION_DELAY_MS)]).then(([result]) => {
      if (!current) return;
      if (result.type === 'matched') rememberVerifiedAccount(checkingQuery.accountNumber);
      dispatch(result);
    });
    return () => {
      current = false;
    };
  }, [checkingQuery]);

  const edit = useCallback((field: StatementField, value: string) => {
    forgetVerifiedAccount();
    dispatch({ type: 'edit', field, value });
  }, []);
  // The page and the connection as they are at this press: a saved copy's records may be out of date.
  const submit = useCallback(
    () => dispatch({ type: 'submit', online: isOnline(), savedCopy: savedCopy() }),
    [isOnline, savedCopy],
  );
  const verifyAnother = useCallback(() => {
    forgetVerifiedAccount();
    dispatch({ type: 'verify-another' });
  }, []);

  return { state, edit, submit, verifyAnother };
}
