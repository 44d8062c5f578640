import { describe, expect, it } from 'vitest';
import { ManifestError } from './errors';
import { DEFAULT_TIMEOUT_MS, parseManifest } from './manifest';

describe('parseManifest', () => {
  it('accepts the format of decisions.md', () => {
    const manifest = parseManifest({
      timeoutMs: 5000,
      remotes: { 'personal-banking': 'http://localhost:5001/assets/remoteEntry.js', 'group-societies': '/gs/assets/remoteEntry.js' },
    });
    expect(manifest).toEqual({
      timeoutMs: 5000,
      remotes: { 'personal-banking': 'http://localhost:5001/assets/remoteEntry.js', 'group-societies': '/gs/assets/remoteEntry.js' },
    });
  });

  it('defaults the time-out to the specification value', () => {
    expect(parseManifest({ remotes: {} }).timeoutMs).toBe(DEFAULT_TIMEOUT_MS);
    expect(DEFAULT_TIMEOUT_MS).toBe(120000);
  });

  it('ignores sections it does not know', () => {
    expect(parseManifest({ remotes: { payroll: 'http://x/remoteEntry.js' } }).remotes).toEqual({});
  });

  it.each([
    ['an array', []],
    ['null', null],
    ['a negative time-out', { timeoutMs: -1, remotes: {} }],
    ['a string time-out', { timeoutMs: '100', remotes: {} }],
    ['no remotes', { timeoutMs: 100 }],
    ['a relative URL', { remotes: { 'personal-banking': 'assets/remoteEntry.js' } }],
    ['a javascript: URL', { remotes: { 'personal-banking': 'javascript:alert(1)' } }],
  ])('rejects %s with a ManifestError', (_label, value) => {
    expect(() => parseManifest(value)).toThrow(ManifestError);
  });
});
