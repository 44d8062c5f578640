import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * How long each file took in each host's pass, three at a time on a 2-core machine, in seconds:
 * only the order they give matters. The longest start first, so that no long file is left
 * running alone at the end of a pass. Vitest would otherwise order a first run (a fresh clone,
 * CI) by the files' sizes. A file not listed starts before all of these.
 */
const SECONDS: Record<'embedded' | 'nginx', Record<string, number>> = {
  embedded: {
    'platform/every-route.e2e.ts': 242,
    'site/verify-statement.e2e.ts': 104,
    'platform/preview-canary.e2e.ts': 70,
    'site/home.e2e.ts': 67,
    'platform/offline.e2e.ts': 61,
    'site/french.e2e.ts': 59,
    'platform/deployment.e2e.ts': 55,
    'platform/prerendered-pages.e2e.ts': 54,
    'platform/routing.e2e.ts': 43,
    'site/help-pages.e2e.ts': 38,
    'site/forms.e2e.ts': 37,
    'platform/hosting.e2e.ts': 35,
    'site/footer-and-layout.e2e.ts': 35,
    'site/information-pages.e2e.ts': 31,
    'platform/resilience.e2e.ts': 29,
    'site/business-group.e2e.ts': 24,
    'platform/deploy-service.e2e.ts': 25,
    'platform/security.e2e.ts': 14,
    'platform/field-speed.e2e.ts': 11,
    'platform/sharing.e2e.ts': 9,
    'site/personal-banking.e2e.ts': 9,
    'platform/abuse.e2e.ts': 3,
    'platform/hosting-load.e2e.ts': 5,
    'platform/shell-deploy-no-reload.e2e.ts': 1,
    'platform/cache-in-front.e2e.ts': 1,
    'platform/start-stop.e2e.ts': 32,
    'platform/app-start.e2e.ts': 22,
  },
  nginx: {
    'platform/deploy-service.e2e.ts': 26,
    'platform/deployment.e2e.ts': 84,
    'platform/preview-canary.e2e.ts': 80,
    'platform/offline.e2e.ts': 58,
    'platform/shell-deploy-no-reload.e2e.ts': 58,
    'platform/prerendered-pages.e2e.ts': 42,
    'platform/hosting.e2e.ts': 41,
    'platform/hosting-load.e2e.ts': 41,
    'platform/cache-in-front.e2e.ts': 31,
    'platform/resilience.e2e.ts': 20,
    'platform/routing.e2e.ts': 15,
    'platform/security.e2e.ts': 11,
    'platform/field-speed.e2e.ts': 8,
    'platform/sharing.e2e.ts': 5,
    'platform/abuse.e2e.ts': 2,
  },
};

/** The files of each group (side by side, then alone), the longest first. */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const pass = SECONDS[process.env.E2E_HOST === 'nginx' ? 'nginx' : 'embedded'];
    const seconds = (file: TestSpecification) =>
      pass[file.moduleId.slice(file.project.config.root.length + 1)] ?? Infinity;
    return [...files].sort(
      (a, b) => a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder || seconds(b) - seconds(a),
    );
  }
}
