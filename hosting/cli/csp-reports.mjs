// npm run csp-reports -- on|off --root <deploy root>: reports of what the pages' policy blocked,
// kept in <root>/vitals/csp.log (docs/security.md).
import { CSP_LOG_FILE, writeCspReportsSetting } from '../lib/cspReports.mjs';
import { vitalsLogOf } from '../lib/vitalsLog.mjs';
import { onOffSwitch } from './operatorArguments.mjs';

const { root, on } = onOffSwitch('Usage: npm run csp-reports -- <on|off> --root <deploy root>');
try {
  writeCspReportsSetting(root, on);
  console.log(
    on
      ? `Policy reports are on: each page names the endpoint from its next view, and reports are kept in ${vitalsLogOf(root, CSP_LOG_FILE)}.`
      : 'Policy reports are off: pages no longer name the endpoint, which answers 404.',
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
