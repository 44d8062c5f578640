import { describe, expect, it } from 'vitest';
import { MAX_PATH_LENGTH, isPublicFilePath, normaliseRequestPath } from './requestPath.mjs';

describe('normaliseRequestPath', () => {
  it.each([
    ['/', '/'],
    ['/njangie', '/njangie'],
    ['/njangie/', '/njangie/'],
    ['/njangie?from=menu#top', '/njangie'],
    ['//statements/a.pdf', '/statements/a.pdf'],
    ['///statements//a.pdf', '/statements/a.pdf'],
    ['/%73tatements/a.pdf', '/statements/a.pdf'],
    ['/statements/./a.pdf', '/statements/a.pdf'],
    ['/x/../statements/a.pdf', '/statements/a.pdf'],
    ['/statements/Verified%20Statement%20-%20MB.pdf', '/statements/Verified Statement - MB.pdf'],
    ['/index.htm%6c', '/index.html'],
    ['/assets/..', '/'],
    ['/assets/.', '/assets/'],
    ['http://localhost:5000//statements/a.pdf?x', '/statements/a.pdf'],
    ['/caf%C3%A9', '/café'],
  ])('reads %j as %j', (target, path) => {
    expect(normaliseRequestPath(target)).toEqual({ path });
  });

  it.each([
    ['/statements%2Fa.pdf', 'an encoded slash'],
    ['/statements%2fa.pdf', 'an encoded slash (lower case)'],
    ['/statements%5Ca.pdf', 'an encoded backslash'],
    ['/index.html%00.pdf', 'an encoded NUL'],
    ['/%09/evil.example/login', 'an encoded tab'],
    ['/a%0d%0aSet-Cookie:%20x=1', 'an encoded CR LF'],
    ['/a%0a', 'an encoded line feed'],
    ['/a%1B', 'an encoded escape'],
    ['/a%7f', 'an encoded DEL'],
    ['/a\tb', 'a raw tab'],
    ['/%zz', 'a malformed escape'],
    ['/%E0%A4%A', 'a cut UTF-8 sequence'],
    ['/../etc/passwd', 'a climb above the root'],
    ['/assets/../../etc/passwd', 'a climb above the root, later'],
    ['*', 'no leading slash'],
  ])('refuses %j (%s) with 400', (target) => {
    expect(normaliseRequestPath(target)).toMatchObject({ status: 400 });
  });

  it('refuses a request target longer than nginx’s buffers with 414', () => {
    expect(normaliseRequestPath(`/${'a'.repeat(MAX_PATH_LENGTH)}`)).toMatchObject({ status: 414 });
    expect(normaliseRequestPath(`/${'a'.repeat(MAX_PATH_LENGTH - 2)}`)).toEqual({
      path: `/${'a'.repeat(MAX_PATH_LENGTH - 2)}`,
    });
  });

  it('keeps an encoded slash in the query: only the path names a file', () => {
    expect(normaliseRequestPath('/blog?q=a%2Fb')).toEqual({ path: '/blog' });
  });
});

describe('isPublicFilePath', () => {
  it.each(['/robots.txt', '/assets/index-AbCdEf12.js', '/0123456789ab/assets/remoteEntry.js', '/statements/a.pdf'])(
    'serves %s',
    (path) => {
      expect(isPublicFilePath(path)).toBe(true);
    },
  );

  it.each([
    '/.vite/manifest.json',
    '/.deploy.lock',
    '/.incoming-abc-12/assets/remoteEntry.js',
    '/assets/.hidden',
    '/index.html.gz',
    '/assets/index-AbCdEf12.js.br',
  ])('never serves %s', (path) => {
    expect(isPublicFilePath(path)).toBe(false);
  });
});
