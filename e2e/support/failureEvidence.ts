import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TestContext } from 'vitest';
import { now } from '../../shared/src/clock.mjs';

// What a failed browser test leaves behind, for a reader of CI's output: a screenshot of each
// page it had open and each page's console, in a folder the test runner prints
// (scripts/test/test-e2e.mjs). The failure itself (the test's name, and what it waited for) is in
// Vitest's report above it.

/** Where failed tests leave their evidence: `e2e-artifacts/<host>/<file>-<test>/`. */
export const ARTIFACTS_FOLDER = fileURLToPath(new URL('../../e2e-artifacts', import.meta.url));

const consoleOf = new WeakMap<Page, string[]>();

/** Keeps every console message and uncaught error of each page the context opens. */
export function keepConsoleOf(context: BrowserContext): void {
  context.on('page', (page) => {
    const lines: string[] = [];
    consoleOf.set(page, lines);
    const stamp = () => new Date(now()).toISOString().slice(11, 23);
    page.on('console', (message) => lines.push(`${stamp()} ${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => lines.push(`${stamp()} uncaught: ${error.stack ?? error.message}`));
    page.on('requestfailed', (request) =>
      lines.push(`${stamp()} request failed: ${request.url()} (${request.failure()?.errorText ?? 'no reason given'})`),
    );
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) lines.push(`${stamp()} navigated to ${frame.url()}`);
    });
  });
}

/** A readable folder name from a test's file and name. */
const folderName = (text: string) =>
  text
    .replace(/[^\w.-]+/g, ' ')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 120);

/** Saves a screenshot and the console of every page open in `browser`, and what failed. */
export async function saveFailureEvidence(
  browser: Browser | undefined,
  test: TestContext['task'],
  host: string,
): Promise<void> {
  const file = basename(test.file?.filepath ?? 'unknown');
  // fullName starts with the file's name.
  const folder = join(ARTIFACTS_FOLDER, host, folderName(test.fullName ?? `${file} ${test.name}`));
  mkdirSync(folder, { recursive: true });
  const errors = (test.result?.errors ?? []).map(
    (error) => `${error.name ?? 'Error'}: ${error.message}\n${error.stack ?? ''}`,
  );
  writeFileSync(
    join(folder, 'failure.txt'),
    `${test.fullName ?? test.name}\n(${file}, against the ${host} host)\n\n${errors.join('\n\n')}\n`,
  );
  const pages = browser?.contexts().flatMap((context) => context.pages()) ?? [];
  for (const [index, page] of pages.entries()) {
    const name = `page-${index + 1}`;
    writeFileSync(
      join(folder, `${name}-console.txt`),
      `${page.url()}\n\n${(consoleOf.get(page) ?? ['(not recorded)']).join('\n')}\n`,
    );
    await page
      .screenshot({ path: join(folder, `${name}.png`), fullPage: true, timeout: 10_000 })
      .catch((error: Error) => {
        writeFileSync(join(folder, `${name}-no-screenshot.txt`), error.message);
      });
  }
}
