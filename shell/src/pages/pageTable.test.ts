import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, ROUTES } from '@mboa/shared';
import { describe, expect, it } from 'vitest';
import { shellPages } from './pageTable';

/** The shell's folder: the client build's manifest names its sources from here. */
const SHELL_FOLDER = fileURLToPath(new URL('../../', import.meta.url));

/** The routes the ownership table gives the shell. */
const SHELL_ROUTES = ROUTES.filter((route) => route.owner === 'shell').map((route) => route.path);

describe('the page table', () => {
  it('has a page for every route the ownership table gives the shell, and for no other', () => {
    expect(Object.keys(shellPages).sort()).toEqual([...SHELL_ROUTES].sort());
  });

  it.each(SHELL_ROUTES)('names the files of %s as the client manifest does: from the shell’s folder', (route) => {
    const page = shellPages[route];
    const sources = page ? [page.source, ...LANGUAGES.map((language) => page.contentSource(language))] : [];
    expect(sources).toHaveLength(1 + LANGUAGES.length);
    expect(sources.filter((source) => !source.startsWith('src/pages/') || !existsSync(`${SHELL_FOLDER}${source}`))).toEqual([]);
  });
});
