import { DEFAULT_LANGUAGE, LANGUAGES, identity, languageOfPath, pathInLanguage, type PageMeta } from '@mboa/shared';
import { useEffect } from 'react';

/**
 * Sets the document title, meta description, canonical link and language alternates of the page on screen.
 * `canonicalPath` is the route's path as the ownership table spells it, so every spelling a
 * visitor types (`/student-account`) names one address (`/student-Account`); null for a page
 * with no address of its own (not-found), which removes the link.
 */
export function useDocumentMeta({ title, description }: PageMeta, canonicalPath: string | null): void {
  useEffect(() => {
    document.title = title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);

  useEffect(() => {
    // Replaced rather than edited: a head with two canonical links names neither.
    document.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang]').forEach((link) => link.remove());
    if (canonicalPath === null) return;
    const link = (rel: string, href: string, hreflang?: string) => {
      const element = document.createElement('link');
      element.rel = rel;
      element.href = `${identity.siteOrigin}${href}`;
      if (hreflang) element.hreflang = hreflang;
      document.head.append(element);
    };
    link('canonical', canonicalPath);
    // The same links the composed page has (server/documentTemplate.ts): the page in each language.
    const { path } = languageOfPath(canonicalPath);
    for (const language of LANGUAGES) link('alternate', pathInLanguage(path, language), language);
    link('alternate', pathInLanguage(path, DEFAULT_LANGUAGE), 'x-default');
  }, [canonicalPath]);
}
