import { createElement, type ComponentType } from 'react';
import type { PageLoader, PageMeta } from '../contract';
import type { HubContent } from '../content/hub';
import type { ProductPageContent } from '../content/productPage';
import { LanguageContext } from '../language/language';
import type { Translations } from '../language/translation';

/**
 * A page made of a component and its content record, one record per language: the record of the
 * language asked for and the component load in parallel, each a chunk of its own, so a page
 * downloads its own language's text only, and a template's chunk is fetched once per section.
 * The page renders inside its language (LanguageContext): shared components write its links in it.
 */
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

/**
 * An account or product page: its records rendered by the shared ProductPage template. Text,
 * images and plain links only: a composed one keeps its server HTML (PageModule.serverHtml).
 */
export function productPage(translations: Translations<ProductPageContent>): PageLoader {
  return localisedPage(translations, () => import('../components/ProductPage').then((m) => m.ProductPage), { serverHtml: true });
}

/** A section hub: its records rendered by the shared HubPage template; plain links only, like a product page. */
export function hubPage(translations: Translations<HubContent>): PageLoader {
  return localisedPage(translations, () => import('../components/HubPage').then((m) => m.HubPage), { serverHtml: true });
}
