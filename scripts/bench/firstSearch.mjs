// The byte benchmark's search (docs/search.md): what the first query downloads, and, on the calibrated slow phone,
// how long after the last key its first results show. The time is the page's own clock, read after the fact.
/** @typedef {{ before: import('./bench-bytes.mjs').Summary, firstQuery: import('./bench-bytes.mjs').Summary, phoneMs: number }} FirstSearch */

/**
 * From `url` (a page whose app starts on `useThePage`): nothing of search before the field is focused; the bytes from
 * its focus to the first results; then, on the search page with the CPU slowed as the phone's, a second query's wait.
 * @param {import('playwright-core').BrowserContext} context @param {string} url
 * @param {{ query: string, workerBytes: number, useThePage: (page: import('playwright-core').Page) => Promise<void>, meter: { mark: () => number, since: (mark: number) => any }, phone: import('../lib/slowPhone.mjs').SlowPhone }} options
 * @returns {Promise<FirstSearch>}
 */
export async function measureFirstSearch(context, url, { query, workerBytes, useThePage, meter, phone }) {
  const page = await context.newPage();
  await page.goto(url);
  await useThePage(page);
  const before = meter.since(0);
  const mark = meter.mark();
  const toggle = page.locator('.header-search__toggle');
  if (await toggle.isVisible()) await toggle.click();
  await page.locator('#header-search-query').fill(query);
  await page.keyboard.press('Enter');
  await page.locator('.search-result').first().waitFor();
  await page.waitForLoadState('networkidle');
  const firstQuery = meter.since(mark);
  const worker = firstQuery.js.find((/** @type {{ file: string }} */ file) =>
    file.file.endsWith('/pagefind-worker.js'),
  );
  if (worker && worker.bytes < workerBytes) {
    firstQuery.totalBytes += workerBytes - worker.bytes;
    firstQuery.jsBytes += workerBytes - worker.bytes;
    worker.bytes = workerBytes;
  }

  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.slowdown });
  const word = query.split(' ')[0] ?? query;
  // The results of the whole word, not of a part typed before it: the status names the query it answers.
  await page.evaluate((typed) => {
    const shown = /** @type {{ lastKey: number, results: number }} */ ({ lastKey: 0, results: 0 });
    Object.assign(window, { searchTiming: shown });
    document.addEventListener('keydown', (event) => (shown.lastKey = event.timeStamp), true);
    new MutationObserver(() => {
      const answered = document.querySelector('[role="status"]')?.textContent?.includes(typed);
      if (!shown.results && answered && document.querySelector('.search-result mark'))
        shown.results = performance.now();
    }).observe(document.querySelector('main') ?? document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  }, word);
  const field = page.getByRole('searchbox');
  await field.fill('');
  await field.pressSequentially(word, { delay: 120 });
  await page.waitForFunction(() => /** @type {any} */ (window).searchTiming.results > 0, undefined, {
    timeout: 30_000,
  });
  const { lastKey, results } = await page.evaluate(() => /** @type {any} */ (window).searchTiming);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.close();
  return { before, firstQuery, phoneMs: results - lastKey };
}
