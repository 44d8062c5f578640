import { useId, useState, type ClipboardEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { charactersCutFromPaste } from '../lib/fieldLimit';

interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'aria-describedby' | 'aria-invalid'
> {
  label: string;
  /** Give one in a server-rendered page: useId's ids would differ in the shell (docs/remote-contract.md). */
  id?: string;
  hint?: ReactNode;
  error?: string | undefined;
  /** With a `maxLength`: the browser cuts a paste to fit silently, so this says so. */
  pasteCutNotice?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, id: givenId, hint, error, pasteCutNotice, ref, onPaste, ...input }: TextFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const [pasteWasCut, setPasteWasCut] = useState(false);
  const maxLength = input.maxLength;
  const bounded = maxLength !== undefined && maxLength >= 0 && pasteCutNotice !== undefined;
  // Until the next paste, or until the form is reset.
  const cutNotice = bounded && pasteWasCut && input.value !== '' ? pasteCutNotice : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const noticeId = cutNotice ? `${id}-notice` : undefined;
  const describedBy = [hintId, errorId, noticeId].filter(Boolean).join(' ') || undefined;

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    if (bounded)
      setPasteWasCut(charactersCutFromPaste(event.currentTarget, event.clipboardData.getData('text/plain')) > 0);
  };

  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <input
        id={id}
        ref={ref}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onPaste={handlePaste}
        {...input}
      />
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
