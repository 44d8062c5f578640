/** A run of an excerpt's text, marked where it holds a word the visitor searched for. */
export interface ExcerptPart {
  readonly text: string;
  readonly marked: boolean;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Pagefind's excerpt (escaped text and `<mark>` tags) as plain runs of text: nothing of it is ever parsed as HTML. */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>.*?<\/mark>)/s)
    .filter((piece) => piece !== '')
    .map((piece) => {
      const marked = piece.startsWith('<mark>') && piece.endsWith('</mark>');
      const text = marked ? piece.slice('<mark>'.length, -'</mark>'.length) : piece;
      return { text: decodeEntities(text.replace(/<[^>]*>/g, '')), marked };
    });
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
