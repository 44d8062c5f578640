export declare const MANIFEST_FILE: 'remotes.json';
export declare const DEFAULT_TIMEOUT_MS: number;
export declare const TIMEOUT_RANGE_MS: { readonly min: number; readonly max: number };
export declare const SEARCH_BUNDLE_FILE_LIST: 'bundle-files.json';
