import { createElement, type ComponentType } from 'react';
import type { PageLoader, PageMeta } from '../contract';
import type { HubContent } from '../content/hub';
import type { ProductPageContent } from '../content/productPage';
import { LanguageContext } from '../language/language';
import type { Translations } from '../language/translation';

/** The record and the component load in parallel, each a chunk: a page downloads its language's text only. */
export function localisedPage<Content extends { meta: PageMeta }>(
  translations: Translations<Content>,
  loadComponent: () => Promise<ComponentType<{ content: Content }>>,
  { serverHtml = false }: { serverHtml?: boolean } = {},
): PageLoader {
  return async (language) => {
    const [{ default: content }, Component] = await Promise.all([translations[language](), loadComponent()]);
    const Page = () => createElement(LanguageContext, { value: language }, createElement(Component, { content }));
    return { default: Page, meta: content.meta, ...(serverHtml ? { serverHtml } : {}) };
  };
}

/** Text, images and plain links only: a composed one keeps its server HTML (PageModule.serverHtml). */
export function productPage(translations: Translations<ProductPageContent>): PageLoader {
  return localisedPage(translations, () => import('../components/ProductPage').then((m) => m.ProductPage), {
    serverHtml: true,
  });
}

export function hubPage(translations: Translations<HubContent>): PageLoader {
  return localisedPage(translations, () => import('../components/HubPage').then((m) => m.HubPage), {
    serverHtml: true,
  });
}
