export declare const MANIFEST_FILE: 'remotes.json';
export declare const DEFAULT_TIMEOUT_MS: number;
export declare const TIMEOUT_RANGE_MS: { readonly min: number; readonly max: number };
