import { useId, useState, type ClipboardEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { charactersCutFromPaste } from '../lib/fieldLimit';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-describedby' | 'aria-invalid'> {
  label: string;
  /**
   * The input's id (its hint's, error's and notice's are made from it). Give one in a page that
   * is rendered on the server: without it the id comes from useId, which depends on where the
   * field sits in the React tree, and a remote page's HTML is rendered alone, then hydrated
   * inside the shell, where the ids would not match.
   */
  id?: string;
  /** Shown under the label and read with the field. */
  hint?: ReactNode;
  /** What is wrong with the value; marks the field invalid and is read with it. */
  error?: string | undefined;
  /**
   * With a `maxLength`: said under the field when the browser cut a paste to fit (it does so
   * silently), in the page's language, from its record ("The pasted text did not fit: …").
   */
  pasteCutNotice?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input whose hint and error are tied to it for assistive technology. With a
 * `maxLength` and its `pasteCutNotice`, a paste that the browser cuts to fit (it does so
 * silently) is reported under the field, in a status region so that screen readers announce it too.
 */
export function TextField({ label, id: givenId, hint, error, pasteCutNotice, ref, onPaste, ...input }: TextFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const [pasteWasCut, setPasteWasCut] = useState(false);
  const maxLength = input.maxLength;
  const bounded = maxLength !== undefined && maxLength >= 0 && pasteCutNotice !== undefined;
  // Said until the next paste, or until the field is emptied (the form was reset).
  const cutNotice = bounded && pasteWasCut && input.value !== '' ? pasteCutNotice : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const noticeId = cutNotice ? `${id}-notice` : undefined;
  const describedBy = [hintId, errorId, noticeId].filter(Boolean).join(' ') || undefined;

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    if (bounded) setPasteWasCut(charactersCutFromPaste(event.currentTarget, event.clipboardData.getData('text/plain')) > 0);
  };

  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <input id={id} ref={ref} aria-describedby={describedBy} aria-invalid={error ? true : undefined} onPaste={handlePaste} {...input} />
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
      {/* Always present when bounded: a live region must exist before its text changes to be announced. */}
      {bounded && (
        <p className="field__notice" id={`${id}-notice`} role="status">
          {cutNotice}
        </p>
      )}
    </div>
  );
}
