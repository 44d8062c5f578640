import { TextField, useHydrated, useLanguage } from '@mboa/shared';
import { useEffect, useLayoutEffect, useRef, type FormEvent } from 'react';
import { STATEMENT_FIELD_MAX_LENGTH } from '../content/statementFieldLimits.mjs';
import type { VerifyStatementContent } from '../content/verifyStatement';
import { fieldProblemMessage, pasteCutMessage } from '../lib/messages';
import {
  STATEMENT_FIELDS,
  queryProblems,
  type FieldProblems,
  type StatementField,
  type StatementQuery,
} from '../lib/statementQuery';
import type { CheckOutcome } from '../lib/verification';

interface StatementQueryFormProps {
  content: VerifyStatementContent;
  query: StatementQuery;
  problems: FieldProblems;
  outcome: CheckOutcome;
  checking: boolean;
  focusFirstField: boolean;
  onEdit: (field: StatementField, value: string) => void;
  onSubmit: () => void;
}

/** Values are compared exactly: phones must not change them. */
const INPUT_SETTINGS: Record<StatementField, { inputMode: 'text' | 'numeric'; pattern?: string }> = {
  referenceNumber: { inputMode: 'text' },
  idNumber: { inputMode: 'text' },
  // The pattern also brings up the numeric keypad on iOS.
  accountNumber: { inputMode: 'numeric', pattern: '[0-9]*' },
};

/** Validation is the page's own (noValidate), so that each message sits under its field and is read with it. */
export function StatementQueryForm({
  content,
  query,
  problems,
  outcome,
  checking,
  focusFirstField,
  onEdit,
  onSubmit,
}: StatementQueryFormProps) {
  // Verify waits for hydration (docs/verify-statement.md, "No numbers in an address"). No `needsApp`:
  // only the visitor's keys fill these fields, and their first touch starts the app.
  const hydrated = useHydrated();
  const language = useLanguage();
  const inputs = useRef<Partial<Record<StatementField, HTMLInputElement | null>>>({});
  const verifyButton = useRef<HTMLButtonElement>(null);
  // After the render that ties the message to its field, so that a screen reader reads both.
  const focusAfterRender = useRef<HTMLElement | null | undefined>(undefined);

  // Takes up what was typed before the app took over, which the next render would otherwise empty.
  useLayoutEffect(() => {
    for (const field of STATEMENT_FIELDS) {
      const typed = inputs.current[field]?.value;
      if (typed !== undefined && typed !== query[field]) onEdit(field, typed);
    }
  }, [query, onEdit]);

  useEffect(() => {
    if (focusFirstField) inputs.current.referenceNumber?.focus();
  }, [focusFirstField]);

  useEffect(() => {
    if (!checking && outcome !== 'none') verifyButton.current?.focus();
  }, [checking, outcome]);

  useEffect(() => {
    focusAfterRender.current?.focus();
    focusAfterRender.current = undefined;
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking) return;
    const firstInvalid = STATEMENT_FIELDS.find((field) => queryProblems(query)[field]);
    if (firstInvalid) focusAfterRender.current = inputs.current[firstInvalid];
    onSubmit();
  };

  return (
    <form className="form" noValidate onSubmit={handleSubmit} aria-busy={checking}>
      {STATEMENT_FIELDS.map((field) => {
        const problem = problems[field];
        return (
          <TextField
            key={field}
            // Not useId's: the server renders the page alone, the browser inside the shell.
            id={`statement-${field}`}
            ref={(input) => {
              inputs.current[field] = input;
            }}
            label={content.fields[field].label}
            hint={content.fields[field].hint}
            error={problem && fieldProblemMessage(content, language, field, problem)}
            pasteCutNotice={pasteCutMessage(content, language, field)}
            name={field}
            type="text"
            required
            readOnly={checking}
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            {...INPUT_SETTINGS[field]}
            maxLength={STATEMENT_FIELD_MAX_LENGTH[field]}
            value={query[field]}
            onChange={(event) => onEdit(field, event.target.value)}
          />
        );
      })}
      <button ref={verifyButton} className="button" type="submit" disabled={checking || !hydrated}>
        {checking && <span className="spinner__wheel spinner__wheel--inline" aria-hidden="true" />}
        {checking ? content.waitingButton : content.verifyButton}
      </button>
      <p role="status" className="visually-hidden">
        {checking ? content.waitingAnnouncement : ''}
      </p>
    </form>
  );
}
