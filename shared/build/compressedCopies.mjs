// The .gz and .br copies the hosts send in a text file's place (nginx's gzip_static, the embedded
// host's negotiation), made once at the highest levels. Builds make them with vite-plugin-compression2
// (precompressed.ts) at these same levels; a file written outside a build uses these.
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** gzip's level and Brotli's quality: the highest. */
export const GZIP_LEVEL = 9;
export const BROTLI_QUALITY = zlib.BROTLI_MAX_QUALITY;

/** Each copy's suffix and how it is made from the file's content. */
export const COMPRESSED_COPIES = [
  { suffix: '.gz', compress: (/** @type {Buffer} */ content) => gzipSync(content, { level: GZIP_LEVEL }) },
  { suffix: '.br', compress: (/** @type {Buffer} */ content) => brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }) },
];
