import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The shell's stylesheet with each rule on one line (`a { b; c; }`), whatever its source's layout. */
export function readShellCss(): string {
  return readFileSync(join(import.meta.dirname, '../styles/shell.css'), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*\{\s*/g, ' { ')
    .replace(/;\s*/g, '; ')
    .replace(/,\s+/g, ', ')
    .replace(/\s*\}/g, ' }')
    .replace(/[ \t]+/g, ' ');
}
