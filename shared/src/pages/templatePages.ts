import { createElement, type ComponentType } from 'react';
import type { PageLoader, PageMeta } from '../contract';
import type { HubContent } from '../content/hub';
import type { ProductPageContent } from '../content/productPage';

/** A module whose default export is a page's content record. */
type ContentModule<Content> = () => Promise<{ default: Content }>;

/**
 * Turns a content record's module into a page loader: the record and the template load in
 * parallel, each as its own chunk. The template chunk is fetched once per section, and the
 * exposed pages module stays small because it imports neither.
 */
function templatePage<Content extends { meta: PageMeta }>(
  loadContent: ContentModule<Content>,
  loadTemplate: () => Promise<ComponentType<{ content: Content }>>,
): PageLoader {
  return async () => {
    const [{ default: content }, Template] = await Promise.all([loadContent(), loadTemplate()]);
    const Page = () => createElement(Template, { content });
    return { default: Page, meta: content.meta };
  };
}

/** An account or product page: its record rendered by the shared ProductPage template. */
export function productPage(loadContent: ContentModule<ProductPageContent>): PageLoader {
  return templatePage(loadContent, () => import('../components/ProductPage').then((m) => m.ProductPage));
}

/** A section hub: its record rendered by the shared HubPage template. */
export function hubPage(loadContent: ContentModule<HubContent>): PageLoader {
  return templatePage(loadContent, () => import('../components/HubPage').then((m) => m.HubPage));
}
