import { identity, type PageMeta } from '@mboa/shared';
import { useEffect } from 'react';

/**
 * Sets the document title, meta description and canonical link of the page on screen.
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
    document.head.querySelectorAll('link[rel="canonical"]').forEach((link) => link.remove());
    if (canonicalPath === null) return;
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = `${identity.siteOrigin}${canonicalPath}`;
    document.head.append(link);
  }, [canonicalPath]);
}
