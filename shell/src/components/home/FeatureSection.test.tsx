import { render, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { businessBanking, freeTransfer, meetingHouse, njangieGroup, openAccount, personalBanking, type FeatureContent } from '../../content/home';
import { FeatureSection } from './FeatureSection';

const FEATURES: readonly FeatureContent[] = [personalBanking, businessBanking, freeTransfer, njangieGroup, meetingHouse, openAccount];

function renderFeature(content: FeatureContent) {
  const { container } = render(
    <MemoryRouter>
      <FeatureSection content={content} />
    </MemoryRouter>,
  );
  return container.querySelector<HTMLElement>(`[data-home-section="${content.name}"]`)!;
}

describe('FeatureSection', () => {
  it.each(FEATURES.map((content) => [content.name, content] as const))(
    '%s: the text, then the panel (emblem and highlights), then the action, in that reading order',
    (_name, content) => {
      const section = renderFeature(content);
      const layout = section.querySelector('.feature__layout')!;
      // The three parts the stylesheet places: beside each other from 1024 px, stacked below.
      expect([...layout.children].map((child) => child.className)).toEqual(['feature__text', 'feature__panel', 'feature__actions']);

      // The text column, marked for the browser tests that measure it: eyebrow, heading, paragraphs.
      const text = section.querySelector('[data-home-text]')!;
      expect(text).toBe(layout.children[0]);
      expect([...text.children].map((child) => child.textContent)).toEqual([content.eyebrow, content.heading, ...content.paragraphs]);
      expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe(content.heading);

      // The panel: a decorative emblem, then the highlights as a list.
      const panel = layout.children[1]!;
      expect(panel.querySelector('.feature__emblem svg')?.getAttribute('aria-hidden')).toBe('true');
      expect(within(panel as HTMLElement).getAllByRole('listitem').map((item) => item.textContent)).toEqual([...content.highlights]);

      // The action last, with the app badges where the content asks for them.
      const actions = layout.children[2] as HTMLElement;
      const links = within(actions).getAllByRole('link');
      expect(links[0]?.textContent).toBe(content.action.text);
      expect(links[0]?.getAttribute('href')).toBe(content.action.href);
      expect(links).toHaveLength(content.showAppBadges ? 3 : 1);
    },
  );
});
