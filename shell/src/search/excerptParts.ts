/** A run of an excerpt's text, marked where it holds a word the visitor searched for. */
export interface ExcerptPart {
  readonly text: string;
  readonly marked: boolean;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Pagefind marks a whole token, its punctuation too: the word alone is marked, "(tontines)," shows "(" and ")," plain. */
const PUNCTUATION_AROUND = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/su;

/** Pagefind's excerpt (escaped text and `<mark>` tags) as plain runs of text: nothing of it is ever parsed as HTML. */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const add = (text: string, marked: boolean) => {
    if (text === '') return;
    const last = parts.at(-1);
    if (last && !last.marked && !marked) parts[parts.length - 1] = { text: last.text + text, marked };
    else parts.push({ text, marked });
  };
  for (const piece of excerpt.split(/(<mark>.*?<\/mark>)/s)) {
    const marked = piece.startsWith('<mark>') && piece.endsWith('</mark>');
    const text = decodeEntities(
      (marked ? piece.slice('<mark>'.length, -'</mark>'.length) : piece).replace(/<[^>]*>/g, ''),
    );
    if (!marked) add(text, false);
    else {
      const [, before = '', word = '', after = ''] = PUNCTUATION_AROUND.exec(text) ?? [];
      add(before, false);
      add(word, true);
      add(after, false);
    }
  }
  return parts;
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}
