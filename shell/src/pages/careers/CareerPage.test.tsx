import { describe, expect, it } from 'vitest';
import { renderShellPage } from '../../testing/renderPage';

describe('the Careers page in French', () => {
  it('labels each role card in French', async () => {
    const { container } = await renderShellPage('/career', 'fr');
    const card = container.querySelector('article[data-role="daily-cash-collector"]')!;
    expect([...card.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Lieu de travail', 'Contrat']);
    expect([...card.querySelectorAll('h4')].map((h) => h.textContent)).toEqual(['Vos missions', 'Votre profil']);
    const apply = card.querySelector<HTMLAnchorElement>('a.button')!;
    expect(decodeURIComponent(apply.href.split('subject=')[1]!)).toBe('Candidature\u00a0: Collecteur journalier');
  });
});
