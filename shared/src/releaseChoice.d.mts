export declare const PREVIEW_COOKIE: 'mboa_preview';
export declare const CANARY_COOKIE: 'mboa_bucket';
export declare const BUCKETS: 100;
export declare const PREVIEW_PARAMETER: 'preview';
export declare const END_PREVIEW: 'end';
