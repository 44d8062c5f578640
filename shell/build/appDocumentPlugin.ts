import type { Plugin } from 'vite';
import { identity } from '../../shared/src/identity';
import { escapeHtml } from '../../shared/src/lib/escapeHtml.mjs';
import { appDocumentText } from '../src/layout/appDocument';

/** So that index.html holds markup only. */
export function appDocumentPlugin(): Plugin {
  const appDocument = appDocumentText(identity);
  const values: Record<string, string> = {
    '%APP_TITLE%': escapeHtml(appDocument.title),
    '%APP_DESCRIPTION%': escapeHtml(appDocument.description),
    '%APP_NOSCRIPT%': appDocument.noscript
      .map(({ lang, text }) => `<p lang="${lang}">${escapeHtml(text)}</p>`)
      .join(''),
  };
  return {
    name: 'mboa:app-document',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace(/%APP_[A-Z]+%/g, (placeholder) => {
          const value = values[placeholder];
          if (value === undefined)
            throw new Error(`appDocumentPlugin: index.html names ${placeholder}, which appDocument.ts does not give.`);
          return value;
        }),
    },
  };
}
