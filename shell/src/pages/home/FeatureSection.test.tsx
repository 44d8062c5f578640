import { render, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { callToActionHref, identity, type Language } from '@mboa/shared';
import type { FeatureContent } from './home';
import homeEn from './home.en';
import homeFr from './home.fr';
import { InLanguage } from '../../testing/chrome';
import { FeatureSection } from './FeatureSection';

const features = (home: typeof homeEn | typeof homeFr): readonly FeatureContent[] => [
  home.personalBanking,
  home.businessBanking,
  home.freeTransfer,
  home.njangieGroup,
  home.meetingHouse,
  home.openAccount,
];

function renderFeature(content: FeatureContent, language: Language = 'en') {
  const { container } = render(
    <MemoryRouter>
      <InLanguage language={language}>
        <FeatureSection content={content} />
      </InLanguage>
    </MemoryRouter>,
  );
  return container.querySelector<HTMLElement>(`[data-home-section="${content.name}"]`)!;
}

describe('FeatureSection', () => {
  it.each(features(homeEn).map((content) => [content.name, content] as const))(
    '%s: the text, then the panel (emblem and highlights), then the action, in that reading order',
    (_name, content) => {
      const section = renderFeature(content);
      const layout = section.querySelector('.feature__layout')!;
      // The three parts the stylesheet places: beside each other from 1024 px, stacked below.
      expect([...layout.children].map((child) => child.className)).toEqual([
        'feature__text',
        'feature__panel',
        'feature__actions',
      ]);

      // The text column, marked for the browser tests that measure it: eyebrow, heading, paragraphs.
      const text = section.querySelector('[data-home-text]')!;
      expect(text).toBe(layout.children[0]);
      expect([...text.children].map((child) => child.textContent)).toEqual([
        content.eyebrow,
        content.heading,
        ...content.paragraphs,
      ]);
      expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe(content.heading);

      // The panel: a decorative emblem, then the highlights as a list.
      const panel = layout.children[1]!;
      expect(panel.querySelector('.feature__emblem svg')?.getAttribute('aria-hidden')).toBe('true');
      expect(
        within(panel as HTMLElement)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([...content.highlights]);

      // The action last, with the app badges where the content asks for them.
      const actions = layout.children[2] as HTMLElement;
      const links = within(actions).getAllByRole('link');
      expect(links[0]?.textContent).toBe(content.action.label);
      expect(links[0]?.getAttribute('href')).toBe(callToActionHref(content.action));
      expect(links).toHaveLength(content.showAppBadges ? 3 : 1);
    },
  );

  it('in French, leads to the French pages and names the app badges in French', () => {
    const section = renderFeature(homeFr.personalBanking, 'fr');
    expect(within(section).getByRole('link', { name: "Découvrir l'offre Particuliers" }).getAttribute('href')).toBe(
      '/fr/personal-banking',
    );

    const openAccount = renderFeature(homeFr.openAccount, 'fr');
    const [howTo, apple, google] = within(openAccount.querySelector<HTMLElement>('.feature__actions')!).getAllByRole(
      'link',
    );
    expect(howTo?.textContent).toBe('Voir comment ouvrir un compte');
    expect(howTo?.getAttribute('href')).toBe('/fr/create-account');
    expect(apple?.getAttribute('href')).toBe(identity.appStores.apple);
    expect(google?.getAttribute('href')).toBe(identity.appStores.google);
    expect(apple?.textContent).not.toMatch(/Download on the/);
    // The institution's address in the text is a mail link.
    expect(
      within(openAccount.querySelector<HTMLElement>('[data-home-text]')!)
        .getByRole('link', { name: identity.email.info })
        .getAttribute('href'),
    ).toBe(`mailto:${identity.email.info}`);
  });

  it('draws a mail action as a mail link', () => {
    const section = renderFeature({
      ...homeEn.openAccount,
      showAppBadges: false,
      action: { kind: 'mail', label: 'Write to us', mailbox: 'info', subject: 'Opening an account' },
    });
    expect(within(section).getByRole('link', { name: 'Write to us' }).getAttribute('href')).toBe(
      `mailto:${identity.email.info}?subject=Opening%20an%20account`,
    );
  });
});
