import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@mboa/shared';
import { describe, expect, it } from 'vitest';
import { chromeSource, chromeTranslations } from './chrome';

/** The shell's folder: the client build's manifest names its sources from here. */
const SHELL_FOLDER = fileURLToPath(new URL('../../', import.meta.url));

describe.each(LANGUAGES)('the chrome’s record in %s', (language) => {
  it('loads, and its source is the file as the client manifest names it', async () => {
    expect((await chromeTranslations[language]()).default.header.links.length).toBeGreaterThan(0);
    expect(existsSync(`${SHELL_FOLDER}${chromeSource(language)}`)).toBe(true);
    expect(chromeSource(language)).toBe(`src/layout/chrome.${language}.ts`);
  });
});
