/**
 * The id of a composed page's data block, `<script type="application/json" id="mboa-page">`: what
 * the page was composed from (its releases, its section's entry), read by the app as it starts,
 * by the offline worker from a saved page and by ServerHtml to know a composed page.
 */
export const PAGE_DATA_ID = 'mboa-page';
