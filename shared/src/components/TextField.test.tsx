import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './TextField';

// The page's record gives the notice in its language; the field says it as given.
const CUT =
  'The pasted text did not fit: this field takes at most 10 characters, so the end was cut off. Please check it.';

/** A controlled field, as the site's forms use it. */
function Field({
  type = 'text',
  maxLength = 10,
  initial = '',
}: {
  type?: string;
  maxLength?: number | null;
  initial?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <TextField
      label="Code"
      hint="As printed."
      type={type}
      maxLength={maxLength ?? undefined}
      pasteCutNotice={CUT}
      value={value}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}

/**
 * What a browser does on paste: the paste event first, then, unless cancelled, the text goes
 * in cut to maxlength (jsdom does neither on its own).
 */
function paste(input: HTMLInputElement, text: string) {
  fireEvent.paste(input, { clipboardData: { getData: () => text } });
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  const kept = input.value.slice(0, start) + input.value.slice(end);
  const inserted = input.maxLength < 0 ? text : text.slice(0, input.maxLength - kept.length);
  fireEvent.change(input, { target: { value: input.value.slice(0, start) + inserted + input.value.slice(end) } });
}

const field = () => screen.getByLabelText<HTMLInputElement>('Code');
const describedBy = () =>
  (field().getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

describe('TextField with a maxLength', () => {
  it('sets maxlength and says nothing while the paste fits', () => {
    render(<Field />);
    expect(field().getAttribute('maxlength')).toBe('10');
    paste(field(), '0123456789');
    expect(field().value).toBe('0123456789');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(describedBy()).toEqual(['As printed.']);
    expect(field().getAttribute('aria-invalid')).toBeNull();
  });

  it('says under the field, tied to it, when a paste was cut to fit', () => {
    render(<Field />);
    paste(field(), '0123456789ABC');
    expect(field().value).toBe('0123456789');
    expect(screen.getByRole('status').textContent).toBe(CUT);
    expect(describedBy()).toEqual(['As printed.', CUT]);
  });

  it('counts what the field already holds, and what the paste replaces', () => {
    render(<Field initial="ABCDEF" />);
    field().setSelectionRange(6, 6);
    paste(field(), '12345');
    expect(screen.getByRole('status').textContent).toBe(CUT);

    // Everything selected: the paste replaces it and fits.
    field().setSelectionRange(0, field().value.length);
    paste(field(), '0123456789');
    expect(field().value).toBe('0123456789');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('counts a pasted line as the browser inserts it: the final line break dropped', () => {
    render(<Field />);
    paste(field(), '0123456789\r\n');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('on an e-mail field (no selection exposed) counts the value as kept', () => {
    render(<Field type="email" initial="a@b.cm" />);
    paste(field(), 'xyz@');
    expect(screen.getByRole('status').textContent).toBe('');
    paste(field(), 'abcdef');
    expect(screen.getByRole('status').textContent).toBe(CUT);
  });

  it('forgets the message once the field is emptied', () => {
    render(<Field />);
    paste(field(), 'x'.repeat(20));
    expect(screen.getByRole('status').textContent).toBe(CUT);
    fireEvent.change(field(), { target: { value: '' } });
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('TextField without a maxLength', () => {
  it('has no limit and no status region', () => {
    render(<Field maxLength={null} />);
    expect(field().hasAttribute('maxlength')).toBe(false);
    paste(field(), 'x'.repeat(100));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('ties its error to the field and marks it invalid', () => {
    render(<TextField label="Code" error="Enter the code." />);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy()).toEqual(['Enter the code.']);
  });
});
