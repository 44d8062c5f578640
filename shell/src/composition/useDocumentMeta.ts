import type { PageMeta } from '@mboa/shared';
import { useEffect } from 'react';

/** Sets the document title and meta description of the page on screen. */
export function useDocumentMeta({ title, description }: PageMeta): void {
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
}
