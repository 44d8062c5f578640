/**
 * The text a single-line input receives when `pasted` is pasted into it: browsers drop line
 * breaks at the end and turn each other one (CR LF counts once) into a space.
 */
function asPastedIntoOneLine(pasted: string): string {
  return pasted.replace(/[\r\n]+$/, '').replace(/\r\n|[\r\n]/g, ' ');
}

/**
 * How many characters of `pasted` the browser is about to drop because of the input's
 * maxlength, which cuts a paste silently. Call it from the paste event, before the text goes in.
 */
export function charactersCutFromPaste(input: HTMLInputElement, pasted: string): number {
  if (input.maxLength < 0) return 0;
  // E-mail inputs expose no selection (null): count the whole value as kept. A pasted address
  // over a selected one then only looks cut when both together exceed the limit.
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  const room = input.maxLength - (input.value.length - (end - start));
  return Math.max(0, asPastedIntoOneLine(pasted).length - room);
}

