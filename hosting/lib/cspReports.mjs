// What the Content-Security-Policy blocked, kept while the deploy root's setting is on, one line a report.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { assertDeployRoot, writeFileAtomically } from './deployRoot.mjs';

export const CSP_REPORT_PATH = '/csp-report';
export const CSP_REPORT_METHOD = 'POST';
export const CSP_REPORT_CONTENT_TYPES = ['application/csp-report', 'application/reports+json'];
export const MAX_CSP_REPORT_BYTES = 8192;
export const CSP_LOG_FILE = 'csp.log';
/** Where nginx passes a report to read its body. */
export const CSP_REPORT_SINK = '/csp-report-sink';
export const CSP_REPORTS_SETTING_FILE = 'csp-reports-on';

export const cspReportsOn = (/** @type {string} */ root) => existsSync(join(root, CSP_REPORTS_SETTING_FILE));

export function writeCspReportsSetting(/** @type {string} */ root, /** @type {boolean} */ on) {
  assertDeployRoot(root);
  const file = join(root, CSP_REPORTS_SETTING_FILE);
  if (on) writeFileAtomically(file, 'on\n');
  else rmSync(file, { force: true });
}

export function cspReportFields(/** @type {string} */ body) {
  const page = CSP_PAGE_PATTERN.exec(body)?.groups?.page;
  const directive = CSP_DIRECTIVE_PATTERN.exec(body)?.groups?.directive;
  const blocked = CSP_BLOCKED_PATTERN.exec(body)?.groups?.blocked ?? '';
  return page && directive ? { page, directive, blocked } : undefined;
}

export const CSP_PAGE_PATTERN = /"(?:document-uri|documentURL)"\s*:\s*"https?:\/\/[^/"]+(?<page>\/[^?#"]*)/;
export const CSP_DIRECTIVE_PATTERN =
  /"(?:effective-directive|effectiveDirective|violated-directive)"\s*:\s*"(?<directive>[a-z-]+)/;
export const CSP_BLOCKED_PATTERN =
  /"(?:blocked-uri|blockedURL)"\s*:\s*"(?<blocked>inline|eval|data|blob|https?:\/\/[^/"?#]+)/;

export const cspLogLineOf = (
  /** @type {{ page: string, directive: string, blocked: string }} */ { page, directive, blocked },
  /** @type {string} */ time,
) => JSON.stringify({ time, page, directive, blocked });
