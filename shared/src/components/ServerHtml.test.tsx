import { act, Suspense, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ServerHtml } from './ServerHtml';

/** Counts its renders: a part kept as server HTML never renders it in the browser. */
let renders = 0;
function Paragraph({ text }: { text: string }) {
  renders += 1;
  return <p>{text}</p>;
}
const page = (text: string) => (
  <main>
    <ServerHtml className="container">
      <Paragraph text={text} />
      <a href="/savings_account">Savings account</a>
    </ServerHtml>
  </main>
);

/** The browser's document holding `html`, composed (with the page's data block) or not. */
function documentWith(html: string, composed: boolean): HTMLElement {
  document.body.innerHTML = `<div id="root">${html}</div>${composed ? '<script type="application/json" id="mboa-page">{"path":"/"}</script>' : ''}`;
  return document.getElementById('root')!;
}

describe('ServerHtml', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-interactive');
    renders = 0;
  });

  it('renders its children on the server, in its div', () => {
    expect(renderToString(page('Save every day'))).toBe(
      '<main><div class="container"><p>Save every day</p><a href="/savings_account">Savings account</a></div></main>',
    );
  });

  it('keeps a composed page’s HTML exactly as the server wrote it: the same elements, nothing of it rendered again', async () => {
    const root = documentWith(renderToString(page('Save every day')), true);
    renders = 0;
    const paragraph = root.querySelector('p');
    await act(async () => void hydrateRoot(root, page('Save every day')));
    expect(renders).toBe(0);
    expect(root.querySelector('p')).toBe(paragraph);
    expect(root.querySelector('.container')?.innerHTML).toBe(
      '<p>Save every day</p><a href="/savings_account">Savings account</a>',
    );
    // And it stays so: a later render of the page leaves it alone.
    document.documentElement.dataset.interactive = '';
  });

  it('keeps it too in a part hydrated after the app took the document over (a Suspense boundary of its own)', async () => {
    function MarksTakeover() {
      useEffect(() => void (document.documentElement.dataset.interactive = ''), []);
      return null;
    }
    const app = (
      <>
        <MarksTakeover />
        <Suspense>{page('Save every day')}</Suspense>
      </>
    );
    const root = documentWith(renderToString(app), true);
    renders = 0;
    await act(async () => void hydrateRoot(root, app));
    expect(document.documentElement.hasAttribute('data-interactive')).toBe(true);
    expect(renders).toBe(0);
    expect(root.querySelector('p')?.textContent).toBe('Save every day');
  });

  it('hydrates as usual a document that was not composed (a standalone page, a test)', async () => {
    const root = documentWith(renderToString(page('Save every day')), false);
    renders = 0;
    await act(async () => void hydrateRoot(root, page('Save every day')));
    expect(renders).toBeGreaterThan(0);
    expect(root.querySelector('p')?.textContent).toBe('Save every day');
  });

  it('renders its children when the app renders the page itself (opened by navigating in the app)', async () => {
    const root = documentWith('', true);
    document.documentElement.dataset.interactive = '';
    await act(async () => createRoot(root).render(page('Borrow for school fees')));
    expect(renders).toBeGreaterThan(0);
    expect(root.querySelector('.container')?.innerHTML).toBe(
      '<p>Borrow for school fees</p><a href="/savings_account">Savings account</a>',
    );
  });
});
