import { constants } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import type { Plugin } from 'vite';
import { BROTLI_QUALITY, GZIP_LEVEL } from './compressedCopies.mjs';

/** Compressing each response instead costs CPU per request, and grew the Node host's memory by hundreds
 * of megabytes under load. A copy that would not be smaller is not written. */
export function precompressedCopies(): Plugin {
  return compression({
    include: /\.(html|js|css|svg|json|xml|txt)$/,
    algorithms: [
      defineAlgorithm('gzip', { level: GZIP_LEVEL }),
      defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
    ],
    skipIfLargerOrEqual: true,
    logLevel: 'silent',
  });
}
