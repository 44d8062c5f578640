import { LANGUAGES } from '@mboa/shared';
import { describe, expect, it } from 'vitest';
import { chromeTranslations } from './chromeTranslations';

describe.each(LANGUAGES)('the chrome’s record in %s', (language) => {
  it('loads', async () => {
    expect((await chromeTranslations[language]()).default.header.links.length).toBeGreaterThan(0);
  });
});
