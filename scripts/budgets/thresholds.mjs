// The budgets: the thresholds, and which of a page's medians break them.

/**
 * The Lighthouse categories read from every run. Performance is reported, not gated: on these
 * shared 2-core machines Lighthouse's simulated phone follows the machine's speed (its CPU
 * benchmark moves between 1,400 and 2,600 from run to run, and the same pages with every script
 * blocked scored 90 to 100), so a gate on the absolute score fails healthy code. What the
 * JavaScript adds to a page, measured against the same page without it in the same run, is
 * gated instead (JAVASCRIPT_BUDGET).
 */
export const CATEGORIES = /** @type {const} */ (['performance', 'accessibility', 'best-practices', 'seo']);
/** @typedef {typeof CATEGORIES[number]} Category */

/** The lowest acceptable score of each gated category (0–100, as Lighthouse shows it), with JavaScript. */
export const CATEGORY_THRESHOLDS = /** @type {const} */ ({
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
});
/** @typedef {keyof typeof CATEGORY_THRESHOLDS} GatedCategory */

/**
 * What a page's JavaScript may cost, median with scripts against median with every script
 * blocked: its first and largest contentful paint at most 5% later, its total blocking time at
 * most 50 ms more. A visitor on a slow phone reads the page as soon without the app as with it.
 */
export const JAVASCRIPT_BUDGET = /** @type {const} */ ({ paintSlowdown: 0.05, blockingMs: 50 });

/**
 * Runs of each kind a page may get when its medians of three break JAVASCRIPT_BUDGET: two more at
 * a time, up to seven, the gate then on the medians of all of them. Lighthouse's simulated FCP
 * moves in steps: the page's own style and layout tasks before the first paint, as long as this
 * busy machine happened to take (10 to 20 ms), count four times over, so an unchanged page reads
 * 750 or 810 ms (8% apart) from one run to the next, with or without its scripts. Two such runs
 * out of three fail a 5% budget now and then; four out of seven almost never do by chance, while
 * JavaScript that really delays the paint does so in every run, and still fails.
 */
export const MOST_RUNS_PER_PAGE = 7;
export const MORE_RUNS_STEP = 2;

/**
 * The pages measured with Lighthouse (the HTML budget covers every page of both languages):
 * home, a hub, the help centre, Verify Statement, and a product page of two sections (the
 * template and the page frame every section's product pages share); and in French, the home
 * page and a product page, with the same budgets.
 */
export const LIGHTHOUSE_PAGES = ['/', '/personal-banking', '/savings_account', '/business_loans', '/help-center', '/verify-statement', '/fr', '/fr/savings_account'];

/** The most any route's HTML may weigh on the wire, gzip. */
export const HTML_GZIP_BUDGET_BYTES = 30 * 1024;

/**
 * A Lighthouse score (0–1, two decimals) as the 0–100 figure its report shows.
 * @param {number | null} score
 */
// (Rounded twice: 0.975 * 100 is 97.49999999999999 in floating point, and must show as 98.)
export const toPercent = (score) => (score === null ? null : Math.round(Math.round(score * 1e6) / 1e4));

/**
 * The failed checks of one page's median scores.
 * @param {string} page
 * @param {Record<Category, number | null>} scores median scores, 0–1 (null: not scored)
 * @returns {string[]}
 */
export function failedScoreChecks(page, scores) {
  /** @type {string[]} */
  const failures = [];
  for (const category of /** @type {GatedCategory[]} */ (Object.keys(CATEGORY_THRESHOLDS))) {
    const score = toPercent(scores[category]);
    const minimum = CATEGORY_THRESHOLDS[category];
    if (score === null) failures.push(`${page}: ${category} was not scored`);
    else if (score < minimum) failures.push(`${page}: ${category} ${score} < ${minimum}`);
  }
  return failures;
}

/**
 * The failed checks of what a page's JavaScript costs: its medians with scripts against its
 * medians with every script blocked (JAVASCRIPT_BUDGET).
 * @param {string} page
 * @param {{ fcp: number | null, lcp: number | null, tbt: number | null }} withScripts median metrics, ms
 * @param {{ fcp: number | null, lcp: number | null, tbt: number | null }} withoutScripts
 * @returns {string[]}
 */
export function failedJavaScriptChecks(page, withScripts, withoutScripts) {
  /** @type {string[]} */
  const failures = [];
  const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`;
  for (const metric of /** @type {const} */ (['fcp', 'lcp'])) {
    const [withJs, withoutJs] = [withScripts[metric], withoutScripts[metric]];
    if (withJs === null || withoutJs === null) failures.push(`${page}: ${metric.toUpperCase()} was not measured with and without scripts`);
    else if (withJs > withoutJs * (1 + JAVASCRIPT_BUDGET.paintSlowdown)) {
      const later = ((withJs / withoutJs - 1) * 100).toFixed(1);
      failures.push(`${page}: ${metric.toUpperCase()} ${ms(withJs)} with scripts, ${later}% later than ${ms(withoutJs)} without (at most ${JAVASCRIPT_BUDGET.paintSlowdown * 100}%)`);
    }
  }
  const [withJs, withoutJs] = [withScripts.tbt, withoutScripts.tbt];
  if (withJs === null || withoutJs === null) failures.push(`${page}: TBT was not measured with and without scripts`);
  else if (withJs > withoutJs + JAVASCRIPT_BUDGET.blockingMs) {
    failures.push(`${page}: TBT ${ms(withJs)} with scripts, ${ms(withJs - withoutJs)} more than ${ms(withoutJs)} without (at most ${JAVASCRIPT_BUDGET.blockingMs} ms more)`);
  }
  return failures;
}
