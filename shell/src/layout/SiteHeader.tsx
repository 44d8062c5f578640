import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  LANGUAGE_NAMES,
  findPage,
  identity,
  languageOfPath,
  navigateOnLinkClick,
  otherLanguage,
  pathInLanguage,
  useLanguage,
  useLocalisedHref,
} from '@mboa/shared';
import type { MainNavLink } from '../chrome/chrome';
import { useChromeText } from '../chrome/chromeText';
import { HeaderSearch } from './HeaderSearch';
import { closeMenu, syncMenuWithWidth, useMenuFollowsWidth } from './headerMenu';

/**
 * Skip link, brand and main navigation, behind a native `<details>` Menu below 64rem that works with no script; the
 * script only closes it after a navigation and on Escape (docs/decisions/native-disclosures.md).
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  const text = useChromeText().header;
  const href = useLocalisedHref();
  const navigate = useNavigate();
  const menuRef = useRef<HTMLDetailsElement>(null);
  useMenuFollowsWidth(menuRef);

  // Closed again after any navigation (links, back and forward). Not on the first render: the
  // HTML has it closed, and a visitor may have opened it before the script ran.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (menuRef.current) syncMenuWithWidth(menuRef.current);
  }, [pathname]);

  // A link to the current page does not change the path: close explicitly.
  const closeOnLinkClick = (event: MouseEvent<HTMLUListElement>) => {
    if (menuRef.current && event.target instanceof Element && event.target.closest('a'))
      syncMenuWithWidth(menuRef.current);
  };

  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !menuRef.current) return;
    if (closeMenu(menuRef.current)) menuRef.current.querySelector('summary')?.focus();
  };

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {text.skipLink}
      </a>
      <div className="site-header__utility">
        <div className="container site-header__utility-bar">
          {findPage(pathname)?.route !== '/search' && <HeaderSearch />}
          <LanguageLink pathname={pathname} label={text.otherLanguageLabel} />
        </div>
      </div>
      {/* Plain links, one handler: a router Link per link costs a slow phone's start (docs/decisions/hydration-costs.md). */}
      <div className="container site-header__bar" onClick={(event) => navigateOnLinkClick(event, navigate)}>
        <a href={href('/')} className="site-header__brand">
          <BrandMark />
          <span>{identity.shortName}</span>
        </a>
        <nav aria-label={text.navigationLabel} className="site-nav" onKeyDown={closeOnEscape}>
          {/* The visitor may open it before the script has hydrated the page: `open` is theirs,
              not a mismatch (React would report the attribute it did not render). */}
          <details ref={menuRef} className="site-nav__menu" suppressHydrationWarning>
            <summary className="site-nav__toggle">
              <MenuIcon />
              {text.menu}
            </summary>
            <ul className="site-nav__list" onClick={closeOnLinkClick}>
              {text.links.map((link) => (
                <li key={link.to}>
                  <a
                    href={href(link.to)}
                    className={navLinkClass(link)}
                    aria-current={isCurrentPage(href(link.to), pathname) ? 'page' : undefined}
                  >
                    {link.text}
                  </a>
                </li>
              ))}
            </ul>
          </details>
        </nav>
      </div>
    </header>
  );
}

/**
 * The same page in the other language, named in it, in a bar above the header's and outside the phone menu: one tap
 * away on any screen. A plain link, as that page is a document of its own.
 */
function LanguageLink({ pathname, label }: { pathname: string; label: string }) {
  const other = otherLanguage(useLanguage());
  const target = pathInLanguage(languageOfPath(pathname).path, other);
  return (
    <a className="site-header__language" href={target} lang={other} hrefLang={other} aria-label={label}>
      {LANGUAGE_NAMES[other]}
    </a>
  );
}

/** The link's page or one below it, as the menu marks it: `/help-center` for `/help-center/faq`. */
function isCurrentPage(target: string, pathname: string): boolean {
  const normal = (address: string) => address.toLowerCase().replace(/\/+$/, '') || '/';
  const [path, page] = [normal(pathname), normal(target)];
  return path === page || path.startsWith(`${page}/`);
}

function navLinkClass(link: MainNavLink): string {
  if (link.emphasis === 'button') return 'site-nav__link site-nav__link--button';
  if (link.emphasis === 'button-secondary') return 'site-nav__link site-nav__link--button-secondary';
  return 'site-nav__link';
}

/** The brand mark: a small drawn emblem (a house under a coin), decorative next to the name. */
function BrandMark() {
  return (
    <svg className="site-header__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" fill="#0b5d3b" />
      <path d="M8 15l8-6 8 6v9H8z" fill="#ffffff" />
      <circle cx="16" cy="18" r="3.2" fill="#f2b705" />
    </svg>
  );
}

/** Three bars, or a cross while the menu is open: the stylesheet shows one (`[open]`), no script. */
function MenuIcon() {
  return (
    <svg className="site-nav__toggle-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        className="site-nav__icon-closed"
        d="M4 7h16M4 12h16M4 17h16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <path
        className="site-nav__icon-open"
        d="M6 6l12 12M18 6L6 18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
