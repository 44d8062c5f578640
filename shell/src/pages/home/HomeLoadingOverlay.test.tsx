import { render, screen } from '@testing-library/react';
import { escapeRegExp } from '@mboa/shared';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InLanguage } from '../../testing/chrome';
import { HomeLoadingOverlay, isHomePath } from './HomeLoadingOverlay';
import { readShellCss } from '../../testing/shellCss';

/** The rules of a selector in the shell's stylesheet, outside and inside @media blocks. */
function cssRules(css: string, selector: string): string[] {
  const escaped = escapeRegExp(selector);
  return [...css.matchAll(new RegExp(`(?:^|[}\\s])${escaped}\\s*\\{([^}]*)\\}`, 'g'))].map((match) => match[1]!.trim());
}

describe('the home page’s loading overlay', () => {
  it('covers the whole window and says the product contract’s words, in each language', () => {
    render(
      <InLanguage language="en">
        <HomeLoadingOverlay />
      </InLanguage>,
    );
    const overlay = screen.getByRole('status');
    expect(overlay.textContent).toBe('One sec, loading ...');
    expect(overlay.getAttribute('aria-live')).toBe('polite');
    expect([...overlay.classList]).toEqual(expect.arrayContaining(['spinner--fullscreen', 'page-load-overlay']));
    render(
      <InLanguage language="fr">
        <HomeLoadingOverlay />
      </InLanguage>,
    );
    expect(screen.getAllByRole('status')[1]!.textContent).toBe('Un instant, chargement ...');
  });

  it('hides itself by CSS alone at 500 ms, with no fade for reduced motion, and never where animations do not run', () => {
    const css = readShellCss();
    const [base, reduced] = cssRules(css, '.page-load-overlay');
    // Hidden unless the animation shows it: a browser that runs no animation shows the content.
    expect(base).toMatch(/visibility: hidden; opacity: 0;/);
    const [, name, duration, delay] = /animation: ([\w-]+) (\d+)ms [\w-]+ (\d+)ms both;/.exec(base ?? '') ?? [];
    expect(Number(duration) + Number(delay), 'gone at 500 ms').toBe(500);
    expect(css).toMatch(
      new RegExp(
        `@keyframes ${name} \\{\\s*from \\{ visibility: visible; opacity: 1; \\}\\s*to \\{ visibility: hidden; opacity: 0; \\}`,
      ),
    );
    // Reduced motion: timed by its delay (base.css shortens every animation's duration), and held
    // whole through that instant, then its own style (hidden): never part-way, never a fade.
    expect(css).toMatch(
      /@media \(prefers-reduced-motion: reduce\) \{\s*\.page-load-overlay \{ animation: page-load-overlay-held 0s linear 500ms backwards; \}/,
    );
    expect(reduced).toBe('animation: page-load-overlay-held 0s linear 500ms backwards;');
    expect(css).toMatch(/@keyframes page-load-overlay-held \{\s*from, to \{ visibility: visible; opacity: 1; \}\s*\}/);
  });

  it('turns its wheel while it shows, and not for as long as the page stays open', () => {
    const base = readFileSync(join(import.meta.dirname, '../../../../shared/src/styles/base.css'), 'utf8');
    const [, turn] = /\.spinner__wheel \{[^}]*animation: spin ([\d.]+)s linear infinite;/.exec(base) ?? [];
    expect(Number(turn) * 1000, 'one turn outlasts the overlay').toBeGreaterThanOrEqual(500);
    expect(cssRules(readShellCss(), '.page-load-overlay .spinner__wheel')).toEqual(['animation-iteration-count: 1;']);
  });

  it('belongs to the home page in both languages, as the hosts spell its address, and to no other page', () => {
    for (const path of ['/', '/fr', '/fr/']) expect(isHomePath(path), path).toBe(true);
    for (const path of ['/help-center', '/fr/help-center', '/login', '/no-such-page', '/fr/no-such-page'])
      expect(isHomePath(path), path).toBe(false);
  });
});
