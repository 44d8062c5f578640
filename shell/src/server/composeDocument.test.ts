// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { composeDocument, type DocumentParts } from './composeDocument';

// The shape of the shell's built index.html, its boot script inline (build/inlineBootScriptPlugin.ts).
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Mboa Cooperative Credit Union." />
    <title>Mboa Cooperative Credit Union</title>
    <script type="module" data-entry="/assets/index-AAAA1111.js" data-preload="/assets/identity-BBBB2222.js">startTheApp()</script>
    <link rel="stylesheet" crossorigin href="/assets/index-CCCC3333.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript>This site needs JavaScript.</noscript>
  </body>
</html>`;

const parts: DocumentParts = {
  appHtml:
    '<header>Mboa</header><main id="main"><h1>Savings &amp; more</h1><noscript><p>The form needs JavaScript.</p></noscript></main>',
  meta: { title: 'Savings & loans | Mboa CCU', description: 'Save for "school" fees.' },
  language: 'en',
  canonicalUrl: 'https://www.mboa.example/savings_account',
  alternates: [
    { language: 'en', url: 'https://www.mboa.example/savings_account' },
    { language: 'fr', url: 'https://www.mboa.example/fr/savings_account' },
  ],
  siteName: 'Mboa Cooperative Credit Union',
  stylesheets: ['/assets/index-CCCC3333.css', '/assets/home-DDDD4444.css'],
  pageData:
    '<script type="application/json" id="mboa-page" data-preload="/assets/HomePage-EEEE5555.js">{"path":"/savings_account"}</script>',
};

describe('composeDocument', () => {
  const html = composeDocument(TEMPLATE, parts);

  it('declares the page’s language and links the page in every language, English as the default', () => {
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://www.mboa.example/savings_account">');
    expect(html).toContain('<link rel="alternate" hreflang="fr" href="https://www.mboa.example/fr/savings_account">');
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://www.mboa.example/savings_account">',
    );
    const french = composeDocument(TEMPLATE, {
      ...parts,
      language: 'fr',
      canonicalUrl: 'https://www.mboa.example/fr/savings_account',
    });
    expect(french).toContain('<html lang="fr">');
    expect(french).toContain('<link rel="canonical" href="https://www.mboa.example/fr/savings_account">');
    expect(french).toContain('<meta property="og:locale" content="fr_CM">');
    expect(french.match(/hreflang=/g)).toHaveLength(3);
  });

  it('puts the page’s title, description and canonical link in the head, escaped', () => {
    expect(html).toContain('<title>Savings &amp; loans | Mboa CCU</title>');
    expect(html).toContain('<meta name="description" content="Save for &quot;school&quot; fees." />');
    expect(html).toContain('<link rel="canonical" href="https://www.mboa.example/savings_account">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it('links the page’s own stylesheets before the body, each once', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/home-DDDD4444.css">');
    expect(html.match(/index-CCCC3333\.css/g)).toHaveLength(1);
  });

  it('keeps one script, the inline boot script as the template has it, naming the entry; the page’s own chunks are in its data block', () => {
    expect(html.match(/<script\b[^>]*\bsrc=/g)).toBeNull();
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      '<script type="module" data-entry="/assets/index-AAAA1111.js" data-preload="/assets/identity-BBBB2222.js">startTheApp()</script>',
    );
    expect(html).toContain(
      '<script type="application/json" id="mboa-page" data-preload="/assets/HomePage-EEEE5555.js">{"path":"/savings_account"}</script>',
    );
  });

  it('renders the app inside #root with its data block, drops the template’s “needs JavaScript” note and keeps the page’s own', () => {
    expect(html).toContain(`<div id="root">${parts.appHtml}</div>`);
    expect(html).toContain(`</div>\n    ${parts.pageData}`);
    expect(html).not.toContain('This site needs JavaScript.');
    expect(html).toContain('<noscript><p>The form needs JavaScript.</p></noscript>');
  });

  it('gives link previews the page’s title, description and address', () => {
    expect(html).toContain('<meta property="og:title" content="Savings &amp; loans | Mboa CCU">');
    expect(html).toContain('<meta property="og:description" content="Save for &quot;school&quot; fees.">');
    expect(html).toContain('<meta property="og:url" content="https://www.mboa.example/savings_account">');
    expect(html).toContain('<meta property="og:site_name" content="Mboa Cooperative Credit Union">');
  });

  it('gives the not-found page no canonical link and no address of its own', () => {
    const notFound = composeDocument(TEMPLATE, { ...parts, canonicalUrl: null });
    expect(notFound).not.toContain('rel="canonical"');
    expect(notFound).not.toContain('og:url');
  });

  it('refuses a template it cannot put a page into', () => {
    expect(() => composeDocument(TEMPLATE.replace('<div id="root"></div>', '<div id="app"></div>'), parts)).toThrow(
      /root/,
    );
  });
});
