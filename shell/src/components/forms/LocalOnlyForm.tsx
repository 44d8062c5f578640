import { TextField, identity } from '@mboa/shared';
import { useState, type FormEvent } from 'react';
import type { FormField } from '../../content/forms';

interface LocalOnlyFormProps {
  fields: readonly FormField[];
  submitLabel: string;
  /** What the visitor is told after submitting: where this is really done. */
  outcome: string;
}

/**
 * A form whose values stay in the page (spec §5): nothing is sent, logged or stored.
 * Every field is required; the browser's own validation explains what is missing.
 */
export function LocalOnlyForm({ fields, submitLabel, outcome }: LocalOnlyFormProps) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
  };

  return (
    <form className="form" onSubmit={onSubmit}>
      {fields.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          name={field.name}
          type={field.type}
          autoComplete={field.autoComplete}
          inputMode={field.inputMode}
          required
          value={values[field.name] ?? ''}
          onChange={(event) => {
            setSubmitted(false);
            setValues((previous) => ({ ...previous, [field.name]: event.target.value }));
          }}
        />
      ))}
      <button className="button" type="submit">
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
  );
}
