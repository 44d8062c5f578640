import { TextField, useHydrated, useLanguage } from '@mboa/shared';
import { useEffect, useLayoutEffect, useRef, type FormEvent } from 'react';
import { STATEMENT_FIELD_MAX_LENGTH } from '../content/statementFieldLimits.mjs';
import type { VerifyStatementContent } from '../content/verifyStatement';
import { fieldProblemMessage, pasteCutMessage } from '../lib/messages';
import { STATEMENT_FIELDS, queryProblems, type FieldProblems, type StatementField, type StatementQuery } from '../lib/statementQuery';
import type { CheckOutcome } from '../lib/verification';

interface StatementQueryFormProps {
  content: VerifyStatementContent;
  query: StatementQuery;
  problems: FieldProblems;
  outcome: CheckOutcome;
  checking: boolean;
  /** Put the cursor in the first field when the form appears (after "Verify another"). */
  focusFirstField: boolean;
  onEdit: (field: StatementField, value: string) => void;
  onSubmit: () => void;
}

/** Per-field input settings: values are compared exactly, so phones must not change them. */
const INPUT_SETTINGS: Record<StatementField, { inputMode: 'text' | 'numeric'; pattern?: string }> = {
  referenceNumber: { inputMode: 'text' },
  idNumber: { inputMode: 'text' },
  // The pattern also brings up the numeric keypad on iOS.
  accountNumber: { inputMode: 'numeric', pattern: '[0-9]*' },
};

/**
 * The three statement fields and Verify. Validation is the page's own (noValidate) so each
 * message sits under its field and is read with it.
 */
export function StatementQueryForm({ content, query, problems, outcome, checking, focusFirstField, onEdit, onSubmit }: StatementQueryFormProps) {
  // Until the page's script has hydrated the server's HTML, Verify is disabled: the browser would
  // submit the form itself, the three numbers in the address and the host's logs. The fields take
  // typing from the first paint. The form is not marked `needsApp`: nothing fills these fields but
  // the visitor's own keys (autocomplete is off), so their first touch or focus starts the app
  // (shell/src/start/boot.ts), seconds before three numbers can be typed, and
  // a visitor who only reads the page is sent no script.
  const hydrated = useHydrated();
  const language = useLanguage();
  const inputs = useRef<Partial<Record<StatementField, HTMLInputElement | null>>>({});
  const verifyButton = useRef<HTMLButtonElement>(null);
  // Focus moves only after the render that ties the error message to its field, so a
  // screen reader reads the field together with what is wrong with it.
  const focusAfterRender = useRef<HTMLElement | null | undefined>(undefined);

  // What the visitor typed into the server's HTML before the app took it over: hydration leaves
  // the fields' values as they are, and the page's state takes them up before the next render,
  // which would otherwise empty the fields. After hydration each field shows the state's value,
  // so this finds nothing to take up.
  useLayoutEffect(() => {
    for (const field of STATEMENT_FIELDS) {
      const typed = inputs.current[field]?.value;
      if (typed !== undefined && typed !== query[field]) onEdit(field, typed);
    }
  }, [query, onEdit]);

  useEffect(() => {
    if (focusFirstField) inputs.current.referenceNumber?.focus();
  }, [focusFirstField]);

  // A check that did not verify gives focus back to Verify (it was disabled while checking).
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
