// A route's HTML as a phone on gzip gets it: fetched with `Accept-Encoding: gzip`, counted as
// the bytes of the body on the wire (Node's fetch would decompress it and hide the count).
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { HTML_GZIP_BUDGET_BYTES } from './thresholds.mjs';

/**
 * @typedef {{ status: number, contentType: string, encoding: string, wireBytes: number, html: string }} FetchedDocument
 */

/**
 * Fetches a document with `Accept-Encoding: gzip` and returns its size on the wire and its text.
 * @param {string} url
 * @returns {Promise<FetchedDocument>}
 */
export function fetchDocument(url) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'Accept-Encoding': 'gzip', Accept: 'text/html' } }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        try {
          const body = Buffer.concat(chunks);
          const encoding = String(res.headers['content-encoding'] ?? 'identity').toLowerCase();
          if (encoding !== 'gzip' && encoding !== 'identity') throw new Error(`${url}: answered with ${encoding} although only gzip was accepted`);
          const html = (encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');
          resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), encoding, wireBytes: body.length, html });
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

/**
 * The failed checks of one route's document: it must be a 200 HTML page of at most the budget
 * on the wire. A body sent uncompressed counts as sent (a visitor downloads all of it).
 * @param {string} route
 * @param {Pick<FetchedDocument, 'status' | 'contentType' | 'wireBytes'>} document
 * @param {number} [budget]
 * @returns {string[]}
 */
export function failedDocumentChecks(route, document, budget = HTML_GZIP_BUDGET_BYTES) {
  /** @type {string[]} */
  const failures = [];
  if (document.status !== 200) failures.push(`${route}: answered ${document.status}, not 200`);
  if (!/^text\/html\b/i.test(document.contentType)) failures.push(`${route}: Content-Type ${document.contentType || '(none)'}, not text/html`);
  if (document.wireBytes > budget) failures.push(`${route}: HTML is ${document.wireBytes} bytes gzip, over the budget of ${budget}`);
  return failures;
}
