import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, ROUTES } from '@mboa/shared';
import { describe, expect, it } from 'vitest';
import { chromeTranslations } from '../chrome/chromeTranslations';
import { shellPages } from '../pages/pageTable';
import { sourceOf } from './sourceOf';

/** The shell's folder: the client build's manifest names its sources from here. */
const SHELL_FOLDER = fileURLToPath(new URL('../../', import.meta.url));

/** The routes the ownership table gives the shell. */
const SHELL_ROUTES = ROUTES.filter((route) => route.owner === 'shell').map((route) => route.path);

const isFile = (source: string) => existsSync(`${SHELL_FOLDER}${source}`);

describe('the files behind the page table’s and the chrome’s imports, as the client manifest names them', () => {
  it.each(SHELL_ROUTES)('%s: its component and its record in each language', async (route) => {
    const page = shellPages[route]!;
    const component = await sourceOf(page.component);
    expect(component).toMatch(/^src\/pages\/\w+\/\w+Page\.tsx$/);
    expect(isFile(component)).toBe(true);
    for (const language of LANGUAGES) {
      const record = await sourceOf(page.records[language]);
      expect(record).toMatch(new RegExp(`^src/pages/\\w+/\\w+\\.${language}\\.ts$`));
      expect(isFile(record)).toBe(true);
    }
  });

  it.each(LANGUAGES)('the chrome’s record in %s', async (language) => {
    expect(await sourceOf(chromeTranslations[language])).toBe(`src/chrome/chrome.${language}.ts`);
  });

  it('refuses a module it has no file for', async () => {
    await expect(sourceOf(async () => ({}))).rejects.toThrow(/knows no file/);
  });
});
