import {
  identity,
  LOCALES,
  needsApp,
  phoneOnOneLine,
  telephoneHref,
  TextField,
  useHydrated,
  useLanguage,
} from '@mboa/shared';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { FormField, FormText } from './forms';
import { fillTemplate } from '@mboa/shared';

interface LocalOnlyFormProps {
  fields: readonly FormField[];
  submitLabel: string;
  /** What the visitor is told after submitting: where this is really done. */
  outcome: string;
  /** What every form says: the noscript note, the app links' label, the fields' error messages. */
  text: FormText;
}

/**
 * A form whose values stay in the page. The browser's validation refuses a missing or malformed value, with the
 * record's message; submit refuses one over maxlength (a script can set it). Submit waits for hydration, as the
 * browser's own would be a GET with the password in the address (docs/decisions/first-render-matches-server-html.md).
 */
export function LocalOnlyForm({ fields, submitLabel, outcome, text }: LocalOnlyFormProps) {
  const language = useLanguage();
  const hydrated = useHydrated();
  const [values, setValues] = useState<Record<string, string>>({});
  /** What is wrong with each field the last submit refused, by field name. */
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  // Focus moves only after the render that ties the message to its field, so both are read together.
  const focusAfterRender = useRef<HTMLInputElement | undefined>(undefined);

  // Values typed or autofilled into the server's HTML before hydration, taken into state before the next render
  // would empty the fields.
  useLayoutEffect(() => {
    const typed = Object.fromEntries(
      [...inputs.current].filter(([, input]) => input.value !== '').map(([name, input]) => [name, input.value]),
    );
    if (Object.keys(typed).length > 0) setValues((previous) => ({ ...typed, ...previous }));
  }, []);

  useEffect(() => {
    focusAfterRender.current?.focus();
    focusAfterRender.current = undefined;
  });

  /** The record's message for what the browser found wrong with a field, if it has one. */
  const validityMessage = (input: HTMLInputElement): string | undefined => {
    if (input.validity.valueMissing) return text.errors.required;
    if (input.validity.typeMismatch && input.type === 'email') return text.errors.invalidEmail;
    return undefined;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const over = fields.filter((field) => (values[field.name] ?? '').length > field.maxLength);
    focusAfterRender.current = over[0] === undefined ? undefined : inputs.current.get(over[0].name);
    const tooLong = (field: FormField) =>
      fillTemplate(text.errors.tooLong, { maxLength: field.maxLength }, LOCALES[language]);
    setErrors(Object.fromEntries(over.map((field) => [field.name, tooLong(field)])));
    setSubmitted(over.length === 0);
  };

  return (
    <>
      <noscript>
        <p className="notice">
          {text.needsJavaScript.beforePhone}{' '}
          <a href={telephoneHref(identity.phone.plain)}>{phoneOnOneLine(identity.phone.plain)}</a>
          {text.needsJavaScript.afterPhone}
        </p>
      </noscript>
      <form {...needsApp} className="form" onSubmit={onSubmit}>
        {fields.map((field) => (
          <TextField
            key={field.name}
            // A fixed id, not useId's: the same in the server's HTML and the browser, whatever the tree.
            id={`form-${field.name}`}
            ref={(input) => {
              if (input) inputs.current.set(field.name, input);
              else inputs.current.delete(field.name);
            }}
            label={field.label}
            error={errors[field.name]}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
            maxLength={field.maxLength}
            pasteCutNotice={fillTemplate(text.errors.pasteCut, { maxLength: field.maxLength }, LOCALES[language])}
            required
            value={values[field.name] ?? ''}
            onInvalid={(event) => {
              // The browser refused the submit: its bubble and the line under the field say why, in the page's words.
              const input = event.currentTarget;
              input.setCustomValidity('');
              const message = validityMessage(input);
              if (message) input.setCustomValidity(message);
              setSubmitted(false);
              setErrors((previous) => ({ ...previous, [field.name]: message ?? input.validationMessage }));
            }}
            onChange={(event) => {
              event.currentTarget.setCustomValidity('');
              setSubmitted(false);
              setErrors((previous) =>
                Object.fromEntries(Object.entries(previous).filter(([name]) => name !== field.name)),
              );
              setValues((previous) => ({ ...previous, [field.name]: event.target.value }));
            }}
          />
        ))}
        <button className="button" type="submit" disabled={!hydrated}>
          {submitLabel}
        </button>
        <div role="status" aria-live="polite">
          {submitted && (
            <div className="notice">
              <p>{outcome}</p>
              <p>
                {text.getTheApp}{' '}
                <a href={identity.appStores.google} rel="noopener noreferrer">
                  Google Play
                </a>{' '}
                ·{' '}
                <a href={identity.appStores.apple} rel="noopener noreferrer">
                  App Store
                </a>
              </p>
            </div>
          )}
        </div>
      </form>
    </>
  );
}
