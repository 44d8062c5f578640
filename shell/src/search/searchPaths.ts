/** Where the live shell release's search bundles are (the deploy names the same folder in the manifest). */
export const SHELL_SEARCH_BUNDLE_PATH = '/pagefind/';
