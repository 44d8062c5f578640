export declare const GZIP_LEVEL: 9;
export declare const BROTLI_QUALITY: number;
export declare function deployBrotliQuality(): number;
export declare const COMPRESSED_COPIES: readonly { suffix: '.gz' | '.br'; compress: (content: Buffer) => Buffer }[];
