import { REMOTE_NAMES, SECTION_NAMES, identity, type IndexedPage, type Language, type RouteOwner } from '@mboa/shared';
import { isIndexedPage } from '../../search/indexedPages';

export interface SiteIndexGroup {
  readonly owner: RouteOwner;
  readonly name: string;
  readonly pages: readonly { readonly path: string; readonly name: string }[];
}

const OWNER_ORDER: readonly RouteOwner[] = ['shell', ...REMOTE_NAMES];

/** Grouped by section in the footer's order, each group's pages A to Z by name in the page's language. */
export function siteIndexGroups(
  pages: readonly IndexedPage[],
  language: Language,
  names: { readonly shellSection: string; readonly homePage: string },
): SiteIndexGroup[] {
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  const { shellSection, homePage } = names;
  return OWNER_ORDER.flatMap((owner) => {
    const owned = pages
      .filter((page) => page.owner === owner && isIndexedPage(page.path))
      .map((page) => ({ path: page.path, name: pageNameOf(page.title, homePage) }))
      .sort((a, b) => collator.compare(a.name, b.name));
    return owned.length > 0 ? [{ owner, name: sectionNameOf(owner, language, shellSection), pages: owned }] : [];
  });
}

/** A page's name is its title without the site's name after it ("Savings account | Mboa CCU"); the home page's, given. */
export function pageNameOf(title: string, homePage: string): string {
  if (title.startsWith(`${identity.name} | `)) return homePage;
  const suffix = [` | ${identity.shortName}`, ` | ${identity.name}`].find((name) => title.endsWith(name));
  return suffix ? title.slice(0, -suffix.length) : title;
}

/** The name of the part of the site that owns a page, as search results and the A to Z list show it. */
export function sectionNameOf(owner: RouteOwner, language: Language, shellSection: string): string {
  return owner === 'shell' ? shellSection : SECTION_NAMES[owner][language];
}
