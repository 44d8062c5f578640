import { describe, expect, it } from 'vitest';
import { loadTranslations } from '@mboa/shared/testing/translations';
import type { BlogContent } from './blog';

const blog = await loadTranslations<BlogContent>({ en: () => import('./blog.en'), fr: () => import('./blog.fr') });

describe('the blog record', () => {
  it('gives the blog’s buttons the product contract’s words', () => {
    expect([blog.en.banner.search, blog.en.banner.stayConnected]).toEqual(['Search', 'Stay Connected']);
    expect([blog.fr.banner.search, blog.fr.banner.stayConnected]).toEqual(['Rechercher', 'Restez connecté']);
  });
});
