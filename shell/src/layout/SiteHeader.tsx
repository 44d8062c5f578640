import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { identity } from '@mboa/shared';
import { mainNavLinks, type MainNavLink } from '../content/navigation';
import './layout.css';

/**
 * The site header: skip link, brand, and the main navigation. On narrow screens the links sit
 * behind a Menu button (a disclosure); from 64rem they show inline and the button is hidden.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  // The menu remembers the path it was opened on, so it is closed again after any navigation
  // (links, back and forward) without an effect.
  const [openedOnPath, setOpenedOnPath] = useState<string | null>(null);
  const menuOpen = openedOnPath === pathname;
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeMenu = () => setOpenedOnPath(null);

  // A link to the current page does not change the path: close explicitly.
  const closeOnLinkClick = (event: MouseEvent<HTMLUListElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) closeMenu();
  };

  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    closeMenu();
    toggleRef.current?.focus();
  };

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <div className="container site-header__bar">
        <Link to="/" className="site-header__brand">
          <BrandMark />
          <span>{identity.shortName}</span>
        </Link>
        <nav aria-label="Main" className="site-nav" onKeyDown={closeOnEscape}>
          <button
            ref={toggleRef}
            type="button"
            className="site-nav__toggle"
            aria-expanded={menuOpen}
            aria-controls={listId}
            onClick={() => setOpenedOnPath(menuOpen ? null : pathname)}
          >
            <MenuIcon open={menuOpen} />
            Menu
          </button>
          <ul
            id={listId}
            className={menuOpen ? 'site-nav__list site-nav__list--open' : 'site-nav__list'}
            onClick={closeOnLinkClick}
          >
            {mainNavLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={navLinkClass(link)}>
                  {link.text}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
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

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg className="site-nav__toggle-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
