// A route's HTML as a phone gets it, counted on the wire: Node's fetch would decompress it and hide the count.
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { HTML_GZIP_BUDGET_BYTES } from './thresholds.mjs';

/** @typedef {{ status: number, contentType: string, encoding: string, wireBytes: number, html: string }} FetchedDocument */

/** @param {string} url @returns {Promise<FetchedDocument>} */
export function fetchDocument(url) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'Accept-Encoding': 'gzip', Accept: 'text/html' } }, (res) => {
      const chunks = /** @type {Buffer[]} */ ([]);
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        try {
          const body = Buffer.concat(chunks);
          const encoding = String(res.headers['content-encoding'] ?? 'identity').toLowerCase();
          if (encoding !== 'gzip' && encoding !== 'identity')
            throw new Error(`${url}: answered with ${encoding} although only gzip was accepted`);
          const html = (encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            encoding,
            wireBytes: body.length,
            html,
          });
        } catch (error) {
          reject(error);
        }
      });
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`${url}: no answer within 10 s`)));
    req.on('error', reject);
    req.end();
  });
}

/** A body sent uncompressed counts whole. @param {string} route @param {Pick<FetchedDocument, 'status' | 'contentType' | 'wireBytes'>} document @param {number} [budget] */
export function failedDocumentChecks(route, document, budget = HTML_GZIP_BUDGET_BYTES) {
  const failures = /** @type {string[]} */ ([]);
  if (document.status !== 200) failures.push(`${route}: answered ${document.status}, not 200`);
  if (!/^text\/html\b/i.test(document.contentType))
    failures.push(`${route}: Content-Type ${document.contentType || '(none)'}, not text/html`);
  if (document.wireBytes > budget)
    failures.push(`${route}: HTML is ${document.wireBytes} bytes gzip, over the budget of ${budget}`);
  return failures;
}
