import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * About how long each file takes alone on a 2-core machine, in seconds (both hosts alike): only
 * the order they give matters. The longest start first, so that no long file is left running
 * alone at the end of a pass. Vitest would otherwise order a first run (a fresh clone, CI) by the
 * files' sizes. A file not listed starts before all of these.
 */
const SECONDS: Record<string, number> = {
  'platform/every-route.e2e.ts': 185,
  'site/verify-statement.e2e.ts': 70,
  'site/home.e2e.ts': 54,
  'platform/deployment.e2e.ts': 41,
  'platform/prerendered-pages.e2e.ts': 37,
  'site/french.e2e.ts': 36,
  'platform/preview-canary.e2e.ts': 35,
  'platform/hosting.e2e.ts': 29,
  'site/footer-and-layout.e2e.ts': 29,
  'platform/offline.e2e.ts': 29,
  'platform/hosting-load.e2e.ts': 26,
  'platform/shell-deploy-no-reload.e2e.ts': 24,
  'site/forms.e2e.ts': 23,
  'site/help-pages.e2e.ts': 21,
  'platform/routing.e2e.ts': 21,
  'platform/resilience.e2e.ts': 17,
  'site/information-pages.e2e.ts': 16,
  'site/business-group.e2e.ts': 15,
  'platform/cache-in-front.e2e.ts': 12,
  'platform/security.e2e.ts': 9,
  'platform/sharing.e2e.ts': 9,
  'site/personal-banking.e2e.ts': 9,
  'platform/field-speed.e2e.ts': 9,
  'platform/abuse.e2e.ts': 5,
  'platform/start-stop.e2e.ts': 33,
  'platform/app-start.e2e.ts': 21,
};

/** The files of each group (side by side, then alone), the longest first. */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = (file: TestSpecification) => SECONDS[file.moduleId.slice(file.project.config.root.length + 1)] ?? Infinity;
    return [...files].sort((a, b) => a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder || seconds(b) - seconds(a));
  }
}
