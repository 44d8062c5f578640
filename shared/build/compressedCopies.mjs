// The .gz and .br copies the hosts send in a text file's place, for a file written outside a build.
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export const GZIP_LEVEL = 9;
export const BROTLI_QUALITY = zlib.BROTLI_MAX_QUALITY;

/** Brotli's best unless MBOA_COMPOSE_BROTLI_QUALITY (0–11) lowers it where time matters more than bytes (docs/testing.md). */
export function deployBrotliQuality() {
  const quality = Number(process.env.MBOA_COMPOSE_BROTLI_QUALITY ?? BROTLI_QUALITY);
  return Number.isInteger(quality) && quality >= 0 && quality <= BROTLI_QUALITY ? quality : BROTLI_QUALITY;
}

export const COMPRESSED_COPIES = [
  { suffix: '.gz', compress: (/** @type {Buffer} */ content) => gzipSync(content, { level: GZIP_LEVEL }) },
  {
    suffix: '.br',
    compress: (/** @type {Buffer} */ content) =>
      brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: deployBrotliQuality() } }),
  },
];
