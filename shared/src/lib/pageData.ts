/** A composed page's data block: what it was composed from, for the app, the offline worker and ServerHtml. */
export const PAGE_DATA_ID = 'mboa-page';
