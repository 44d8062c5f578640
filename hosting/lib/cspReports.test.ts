// @vitest-environment node
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CSP_REPORTS_SETTING_FILE,
  cspLogLineOf,
  cspReportFields,
  cspReportsOn,
  writeCspReportsSetting,
} from './cspReports.mjs';
import { temporaryFoldersForThisFile } from './temporaryFolders.testing';

const temp = temporaryFoldersForThisFile();

describe('a policy report', () => {
  it('keeps the page’s path, the directive and the blocked origin of a report-uri report, nothing else', () => {
    const body = JSON.stringify({
      'csp-report': {
        'document-uri': 'https://mboaccu.example/savings_account?from=mail#x',
        referrer: 'https://other.example/?account=37100012345',
        'violated-directive': 'img-src',
        'effective-directive': 'img-src',
        'original-policy': "default-src 'self'",
        'blocked-uri': 'http://evil.example/pixel.png?account=37100012345',
        'status-code': 200,
      },
    });
    expect(cspReportFields(body)).toEqual({
      page: '/savings_account',
      directive: 'img-src',
      blocked: 'http://evil.example',
    });
  });

  it('reads the Reporting API’s shape too, and an inline script as “inline”', () => {
    const body = JSON.stringify([
      {
        type: 'csp-violation',
        body: {
          documentURL: 'http://localhost:5000/fr/njangie',
          effectiveDirective: 'script-src-elem',
          blockedURL: 'inline',
        },
      },
    ]);
    expect(cspReportFields(body)).toEqual({ page: '/fr/njangie', directive: 'script-src-elem', blocked: 'inline' });
  });

  it('is no report without a page or a directive', () => {
    expect(cspReportFields('{}')).toBeUndefined();
    expect(
      cspReportFields(JSON.stringify({ 'csp-report': { 'document-uri': 'https://a.example/x' } })),
    ).toBeUndefined();
    expect(cspReportFields('not json at all "violated-directive":"img-src"')).toBeUndefined();
  });

  it('is logged as nginx writes it: time, page, directive, blocked', () => {
    expect(cspLogLineOf({ page: '/x', directive: 'img-src', blocked: '' }, '2026-12-06T10:00:00+00:00')).toBe(
      '{"time":"2026-12-06T10:00:00+00:00","page":"/x","directive":"img-src","blocked":""}',
    );
  });
});

describe('the setting', () => {
  it('is off in a new deploy root, and turned on and off by its file', () => {
    const root = temp('root-');
    mkdirSync(join(root, 'shell'));
    expect(cspReportsOn(root)).toBe(false);
    writeCspReportsSetting(root, true);
    expect(cspReportsOn(root)).toBe(true);
    expect(existsSync(join(root, CSP_REPORTS_SETTING_FILE))).toBe(true);
    writeCspReportsSetting(root, false);
    expect(cspReportsOn(root)).toBe(false);
  });
});
