import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { identity } from '@mboa/shared';
import { renderShellPage } from '../../testing/renderPage';

describe('the Legal page in French', () => {
  it('writes its date in French, and the regulatory labels in French', async () => {
    const { container } = await renderShellPage('/legal', 'fr');
    expect(container.querySelector('.page-banner__support')?.textContent).toBe(
      'Dernière mise à jour\u00a0: 6 décembre 2026',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Sur cette page' })).toBeTruthy();
    expect(container.querySelector('#regulatory')?.textContent).toContain(identity.regulatory[0]!.label.fr);
  });
});
