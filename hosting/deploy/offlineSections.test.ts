// @vitest-environment node
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryFoldersForThisFile } from '../lib/temporaryFolders.testing';
import { offlineSectionSizes } from './offlineSections.mjs';

const temp = temporaryFoldersForThisFile();
const BUILD = '0123456789ab';

/** Writes `content` at `path` in `root`, and a .gz copy of `gzipBytes` bytes beside it when given. */
function file(root: string, path: string, content: string, gzipBytes?: number): void {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, content);
  if (gzipBytes !== undefined) writeFileSync(`${full}.gz`, 'z'.repeat(gzipBytes));
}

const page = (links: string) => `<!doctype html><html><head>${links}</head><body></body></html>`;

/** A deploy root with group-societies' hub and two pages in English, its hub and one in French. */
function siteRoot(): string {
  const root = temp('deploy-root-');
  file(
    root,
    'shell/current/routes.json',
    JSON.stringify({
      routes: ['/', '/group-societies', '/njangie', '/church', '/fr', '/fr/group-societies', '/fr/njangie'],
      owners: {
        '/': 'shell',
        '/group-societies': 'group-societies',
        '/njangie': 'group-societies',
        '/church': 'group-societies',
      },
    }),
  );
  const shellCss = '<link rel="stylesheet" crossorigin href="/assets/index-CY9fWlk0.css">';
  file(root, 'shell/current/assets/index-CY9fWlk0.css', 'x'.repeat(5000), 1000);
  file(root, `group-societies/${BUILD}/assets/jar-IulgM7qI.svg`, 'y'.repeat(900));
  file(root, 'composed/group-societies.html', page(shellCss), 4000);
  // An image the hub does not show: counted once, though two pages link it (once by another origin's address, as `npm start` serves it).
  file(
    root,
    'composed/njangie.html',
    page(`${shellCss}<img src="/remotes/group-societies/${BUILD}/assets/jar-IulgM7qI.svg">`),
    3000,
  );
  file(
    root,
    'composed/church.html',
    page(`${shellCss}<img src="http://localhost:5003/${BUILD}/assets/jar-IulgM7qI.svg">`),
    2500,
  );
  file(root, 'composed/fr/group-societies.html', page(shellCss), 4100);
  file(root, 'composed/fr/njangie.html', page(shellCss), 3100);
  return root;
}

describe('what keeping a section for offline reading downloads', () => {
  it("counts each language's pages but the hub (the visitor has it), compressed, and the files they link that the hub does not, once", () => {
    expect(offlineSectionSizes(siteRoot())).toEqual({
      'group-societies': { en: { pages: 3, bytes: 3000 + 2500 + 900 }, fr: { pages: 2, bytes: 3100 } },
    });
  });

  it('is nothing for a root with no shell yet', () => {
    expect(offlineSectionSizes(temp('empty-root-'))).toEqual({});
  });
});
