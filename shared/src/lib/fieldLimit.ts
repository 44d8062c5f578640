/** Browsers drop line breaks at the end and turn each other one (CR LF once) into a space. */
function asPastedIntoOneLine(pasted: string): string {
  return pasted.replace(/[\r\n]+$/, '').replace(/\r\n|[\r\n]/g, ' ');
}

/** From the paste event, before the text goes in: maxlength cuts a paste silently. */
export function charactersCutFromPaste(input: HTMLInputElement, pasted: string): number {
  if (input.maxLength < 0) return 0;
  // E-mail inputs expose no selection: the whole value counts as kept.
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  const room = input.maxLength - (input.value.length - (end - start));
  return Math.max(0, asPastedIntoOneLine(pasted).length - room);
}
