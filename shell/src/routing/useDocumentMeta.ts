import { DEFAULT_LANGUAGE, LANGUAGES, identity, languageOfPath, pathInLanguage, type PageMeta } from '@mboa/shared';
import { useEffect } from 'react';

/**
 * Sets the title, description, canonical link and language alternates. `canonicalPath` is the ownership table's
 * spelling, so `/student-account` names `/student-Account`; null (not-found) removes the link.
 */
export function useDocumentMeta({ title, description }: PageMeta, canonicalPath: string | null): void {
  useEffect(() => {
    // A prerendered page's head already says all this: nothing is written when nothing changes.
    if (document.title !== title) document.title = title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    if (meta.content !== description) meta.content = description;
  }, [title, description]);

  useEffect(() => {
    const wanted = canonicalPath === null ? [] : addressLinks(canonicalPath);
    const present = [
      ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"], link[rel="alternate"][hreflang]'),
    ];
    const same = (link: HTMLLinkElement, { rel, href, hreflang }: AddressLink) =>
      link.rel === rel &&
      link.getAttribute('href') === href &&
      (link.getAttribute('hreflang') ?? undefined) === hreflang;
    if (present.length === wanted.length && present.every((link, index) => same(link, wanted[index]!))) return;
    // Replaced rather than edited: a head with two canonical links names neither.
    for (const link of present) link.remove();
    for (const { rel, href, hreflang } of wanted) {
      const element = document.createElement('link');
      element.rel = rel;
      element.href = href;
      if (hreflang) element.hreflang = hreflang;
      document.head.append(element);
    }
  }, [canonicalPath]);
}

interface AddressLink {
  rel: 'canonical' | 'alternate';
  href: string;
  hreflang?: string;
}

/** The canonical link and the page in each language, as the composed page has them (server/composeDocument.ts). */
function addressLinks(canonicalPath: string): AddressLink[] {
  const { path } = languageOfPath(canonicalPath);
  return [
    { rel: 'canonical', href: `${identity.siteOrigin}${canonicalPath}` },
    ...LANGUAGES.map((language) => ({
      rel: 'alternate' as const,
      href: `${identity.siteOrigin}${pathInLanguage(path, language)}`,
      hreflang: language,
    })),
    {
      rel: 'alternate',
      href: `${identity.siteOrigin}${pathInLanguage(path, DEFAULT_LANGUAGE)}`,
      hreflang: 'x-default',
    },
  ];
}
