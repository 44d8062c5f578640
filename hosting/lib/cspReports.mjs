// Reports of what the Content-Security-Policy blocked (docs/security.md): off unless an operator
// turns them on for a deploy root, like field speed. While on, every page's policy names the
// endpoint (`report-uri`), both hosts accept reports there under the beacons' rate limit, and keep
// each in the deploy root's vitals folder as one JSON line: when, which page (its path, no query),
// which directive, and what was blocked (its origin, or inline/eval), with no address, cookie or
// other header. The log rotates and ages out by the field-speed log's rules (vitalsLog.mjs).
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { assertDeployRoot, writeFileAtomically } from './deployRoot.mjs';

export const CSP_REPORT_PATH = '/csp-report';
export const CSP_REPORT_METHOD = 'POST';
/** What a browser sends with `report-uri`. */
export const CSP_REPORT_CONTENT_TYPES = ['application/csp-report', 'application/reports+json'];
/** A report is a few hundred bytes; a larger body is refused (413) unread. */
export const MAX_CSP_REPORT_BYTES = 8192;
/** The log's file in the vitals folder (vitalsLog.mjs). */
export const CSP_LOG_FILE = 'csp.log';

/** The setting's file in a deploy root: there while reports are on. */
export const CSP_REPORTS_SETTING_FILE = 'csp-reports-on';

/** @param {string} root */
export const cspReportsOn = (root) => existsSync(join(root, CSP_REPORTS_SETTING_FILE));

/** Turns reports on or off for every page, from its next view. @param {string} root @param {boolean} on */
export function writeCspReportsSetting(root, on) {
  assertDeployRoot(root);
  const file = join(root, CSP_REPORTS_SETTING_FILE);
  if (on) writeFileAtomically(file, 'on\n');
  else rmSync(file, { force: true });
}

/**
 * The fields kept of one report (both of `report-uri`'s and the Reporting API's shapes), read with
 * the patterns nginx's maps use, so both hosts keep the same; undefined when a field is missing.
 * @param {string} body
 * @returns {{ page: string, directive: string, blocked: string } | undefined}
 */
export function cspReportFields(body) {
  const page = CSP_PAGE_PATTERN.exec(body)?.groups?.page;
  const directive = CSP_DIRECTIVE_PATTERN.exec(body)?.groups?.directive;
  const blocked = CSP_BLOCKED_PATTERN.exec(body)?.groups?.blocked ?? '';
  return page && directive ? { page, directive, blocked } : undefined;
}

export const CSP_PAGE_PATTERN = /"(?:document-uri|documentURL)"\s*:\s*"https?:\/\/[^/"]+(?<page>\/[^?#"]*)/;
export const CSP_DIRECTIVE_PATTERN = /"(?:effective-directive|effectiveDirective|violated-directive)"\s*:\s*"(?<directive>[a-z-]+)/;
export const CSP_BLOCKED_PATTERN = /"(?:blocked-uri|blockedURL)"\s*:\s*"(?<blocked>inline|eval|data|blob|https?:\/\/[^/"?#]+)/;

/** A report's log line, as nginx's log_format writes it. @param {{ page: string, directive: string, blocked: string }} fields @param {string} time ISO 8601 */
export const cspLogLineOf = ({ page, directive, blocked }, time) => JSON.stringify({ time, page, directive, blocked });
