import { identity } from '../identity';
import { escapeRegExp } from './escapeRegExp.mjs';
import type { ReactNode } from 'react';

const addresses = Object.values(identity.email);
const pattern = new RegExp(`(${addresses.map(escapeRegExp).join('|')})`);

/** Shows each of the institution's e-mail addresses in a text as a mail link. */
export function linkMailAddresses(text: string): ReactNode {
  return text.split(pattern).map((part, index) =>
    addresses.includes(part) ? (
      <a key={index} href={`mailto:${part}`}>
        {part}
      </a>
    ) : (
      part
    ),
  );
}

/** A telephone number as a tel: link: "+237 600 000 101" → "tel:+237600000101". */
export function telephoneHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}
