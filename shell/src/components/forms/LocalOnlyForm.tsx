import { TextField, fieldLimitMessages, identity, useHydrated } from '@mboa/shared';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { formNeedsJavaScript, type FormField } from '../../content/forms';
import { telephoneHref } from '../help/contactLinks';

interface LocalOnlyFormProps {
  fields: readonly FormField[];
  submitLabel: string;
  /** What the visitor is told after submitting: where this is really done. */
  outcome: string;
}

/**
 * A form whose values stay in the page: nothing is sent, logged or stored.
 * Every field is required; the browser's own validation explains what is missing. Each field
 * has a maxlength; a value longer than it (typing and pasting cannot give one, a script can)
 * is refused on submit with a message under the field.
 *
 * The form works only with the page's script: until it has hydrated the server's HTML the submit
 * button is disabled (a submit before would be the browser's own, a GET with every value, the
 * password too, in the address), and a `<noscript>` note says so and what else to do.
 */
export function LocalOnlyForm({ fields, submitLabel, outcome }: LocalOnlyFormProps) {
  const hydrated = useHydrated();
  const [values, setValues] = useState<Record<string, string>>({});
  const [tooLong, setTooLong] = useState<readonly string[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  // Focus moves only after the render that ties the message to its field, so both are read together.
  const focusAfterRender = useRef<HTMLInputElement | undefined>(undefined);

  // What the visitor typed (or the browser filled in) into the server's HTML before the script
  // hydrated it: hydration leaves the fields' values as they are, and the state takes them up
  // before the next render, which would otherwise empty the fields.
  useLayoutEffect(() => {
    const typed = Object.fromEntries([...inputs.current].filter(([, input]) => input.value !== '').map(([name, input]) => [name, input.value]));
    if (Object.keys(typed).length > 0) setValues((previous) => ({ ...typed, ...previous }));
  }, []);

  useEffect(() => {
    focusAfterRender.current?.focus();
    focusAfterRender.current = undefined;
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const over = fields.filter((field) => (values[field.name] ?? '').length > field.maxLength).map((field) => field.name);
    focusAfterRender.current = over[0] === undefined ? undefined : inputs.current.get(over[0]);
    setTooLong(over);
    setSubmitted(over.length === 0);
  };

  return (
    <>
      <noscript>
        <p className="notice">
          {formNeedsJavaScript.text}{' '}
          <a href={telephoneHref(identity.phone.plain)}>{identity.phone.plain}</a>
          {formNeedsJavaScript.after}
        </p>
      </noscript>
      <form className="form" onSubmit={onSubmit}>
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
            error={tooLong.includes(field.name) ? fieldLimitMessages.tooLong(field.maxLength) : undefined}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
            maxLength={field.maxLength}
            required
            value={values[field.name] ?? ''}
            onChange={(event) => {
              setSubmitted(false);
              setTooLong((previous) => previous.filter((name) => name !== field.name));
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
                Get the app:{' '}
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
