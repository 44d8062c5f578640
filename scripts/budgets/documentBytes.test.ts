// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failedDocumentChecks, fetchDocument } from './documentBytes.mjs';

const html = `<!doctype html><html><head><title>t</title></head><body>${'<p>Savings</p>'.repeat(500)}</body></html>`;
let server: Server;
let base = '';
const acceptEncodings: (string | undefined)[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    acceptEncodings.push(req.headers['accept-encoding']);
    if (req.url === '/plain') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(html);
    } else if (req.url === '/missing') {
      res.writeHead(404, { 'Content-Type': 'text/html' });
      res.end('<!doctype html><title>Not found</title>');
    } else {
      // Chunked, no Content-Length: the size is counted from the bytes, not a header.
      res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' });
      const body = gzipSync(html);
      res.write(body.subarray(0, 10));
      res.end(body.subarray(10));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('fetchDocument', () => {
  it('asks for gzip only, and counts the compressed bytes on the wire', async () => {
    const document = await fetchDocument(`${base}/`);
    expect(acceptEncodings.at(-1)).toBe('gzip');
    expect(document).toMatchObject({ status: 200, encoding: 'gzip', wireBytes: gzipSync(html).length, html });
    expect(document.wireBytes).toBeLessThan(Buffer.byteLength(html) / 10);
  });

  it('counts every byte of a document sent uncompressed', async () => {
    expect(await fetchDocument(`${base}/plain`)).toMatchObject({
      encoding: 'identity',
      wireBytes: Buffer.byteLength(html),
      html,
    });
  });
});

describe('failedDocumentChecks', () => {
  const ok = { status: 200, contentType: 'text/html; charset=utf-8', wireBytes: 30 * 1024 };

  it('passes a 200 HTML page of up to 30 KB', () => {
    expect(failedDocumentChecks('/', ok)).toEqual([]);
  });

  it('fails a page one byte over 30 KB', () => {
    expect(failedDocumentChecks('/njangie', { ...ok, wireBytes: 30 * 1024 + 1 })).toEqual([
      '/njangie: HTML is 30721 bytes gzip, over the budget of 30720',
    ]);
  });

  it('fails a route that is not a 200 HTML page', async () => {
    expect(failedDocumentChecks('/gone', await fetchDocument(`${base}/missing`))).toEqual([
      '/gone: answered 404, not 200',
    ]);
    expect(failedDocumentChecks('/x', { ...ok, contentType: 'application/json' })).toEqual([
      '/x: Content-Type application/json, not text/html',
    ]);
  });
});
