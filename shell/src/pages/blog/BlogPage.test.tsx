import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { identity } from '@mboa/shared';
import { expectInternalLinksAreRoutes, h1, renderAt } from '../../testing/renderPage';
import blogEn from './blog.en';
import blogFr from './blog.fr';
import BlogPage from './BlogPage';

describe('/blog', () => {
  it('filters as the visitor types, keeps the query in ?q= and says how many match', () => {
    renderAt('/blog', <BlogPage content={blogEn} />);
    const field = screen.getByRole('searchbox', { name: 'Search the articles' });
    const articles = () => document.querySelectorAll('article').length;
    const total = articles();
    expect(total).toBeGreaterThanOrEqual(6);
    expect(screen.getByRole('status').textContent).toBe(`Showing all ${total} articles.`);
    fireEvent.change(field, { target: { value: 'REUNION' } });
    expect(articles()).toBe(1);
    expect(screen.getByRole('status').textContent).toBe('1 article matches “REUNION”.');
    expect(screen.getByTestId('location').textContent).toBe('/blog?q=REUNION');
    fireEvent.change(field, { target: { value: 'zzz' } });
    expect(articles()).toBe(0);
    expect(screen.getByRole('status').textContent).toBe(
      'No articles match “zzz”. Try another word or clear the search.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(articles()).toBe(total);
    expect(screen.getByTestId('location').textContent).toBe('/blog');
    expect(document.activeElement).toBe(field);
  });

  it('lists its articles newest first, each with a real date and its own anchor, the same in both languages', () => {
    const dates = blogEn.articles.map((a) => a.date);
    for (const date of dates) expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(blogEn.articles.map((a) => a.id)).size).toBe(blogEn.articles.length);
    expect(blogFr.articles.map((a) => [a.id, a.date])).toEqual(blogEn.articles.map((a) => [a.id, a.date]));
  });

  it('reads each card’s date and category as two words, as search excerpts and screen readers take its text', () => {
    renderAt('/blog', <BlogPage content={blogEn} />);
    const [first] = blogEn.articles;
    const meta = document.querySelector(`#${first!.id} .article-card__meta`);
    expect(meta?.textContent).toBe(
      `${meta?.querySelector('time')?.textContent} ${blogEn.article.categories[first!.kind]}`,
    );
  });

  it('starts from the query in the address', () => {
    renderAt('/blog?q=scam', <BlogPage content={blogEn} />);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('scam');
    expect(screen.getByRole('status').textContent).toMatch(/^\d+ articles? match(es)? “scam”\.$/);
  });

  it('Search focuses the field; Stay Connected leads to the social links', () => {
    renderAt('/blog', <BlogPage content={blogEn} />);
    fireEvent.click(screen.getByRole('link', { name: 'Search' }));
    expect(document.activeElement).toBe(screen.getByRole('searchbox'));
    expect(screen.getByRole('link', { name: 'Stay Connected' }).getAttribute('href')).toBe('#stay-connected');
    const social = document.getElementById('stay-connected');
    for (const link of identity.social)
      expect(
        within(social!)
          .getByRole('link', { name: `${identity.shortName} on ${link.network}` })
          .getAttribute('href'),
      ).toBe(link.href);
    expect(within(social!).getByRole('link', { name: 'Download on the App Store' })).toBeTruthy();
  });

  it('in French: Rechercher and Restez connecté, French articles found by French words, dates in French', () => {
    renderAt('/fr/blog', <BlogPage content={blogFr} />, 'fr');
    expect(h1()).toBe('Blog et actualités');
    fireEvent.click(screen.getByRole('link', { name: 'Rechercher' }));
    const field = screen.getByRole('searchbox', { name: 'Rechercher dans les articles' });
    expect(document.activeElement).toBe(field);
    expect(screen.getByRole('link', { name: 'Restez connecté' }).getAttribute('href')).toBe('#stay-connected');
    const total = document.querySelectorAll('article').length;
    expect(screen.getByRole('status').textContent).toBe(`Les ${total} articles sont affichés.`);

    fireEvent.change(field, { target: { value: 'ARNAQUE' } });
    expect([...document.querySelectorAll('article')].map((article) => article.id)).toEqual(['wrong-transfer-scam']);
    expect(screen.getByRole('status').textContent).toBe('1 article correspond à «\u00a0ARNAQUE\u00a0».');
    expect(screen.getByTestId('location').textContent).toBe('/fr/blog?q=ARNAQUE');
    const article = document.getElementById('wrong-transfer-scam')!;
    expect(within(article).getByRole('heading', { level: 3 }).textContent).toBe(
      'Alerte arnaque\u00a0: le SMS du «\u00a0mauvais virement\u00a0»',
    );
    expect(article.querySelector('time')?.textContent).toBe('27 octobre 2026');
    expect(
      within(article)
        .getByRole('link', { name: /questions fréquentes/ })
        .getAttribute('href'),
    ).toBe('/fr/faqs');

    fireEvent.change(field, { target: { value: 'tontine' } });
    expect([...document.querySelectorAll('article')].map((a) => a.id)).toEqual(['njangie-season']);
    fireEvent.click(screen.getByRole('button', { name: 'Effacer la recherche' }));
    expect(document.querySelectorAll('article')).toHaveLength(total);

    const social = document.getElementById('stay-connected')!;
    expect(
      within(social)
        .getByRole('link', { name: `${identity.shortName} sur Facebook` })
        .getAttribute('href'),
    ).toBe(identity.social[0]!.href);
    expectInternalLinksAreRoutes('fr');
  });
});
