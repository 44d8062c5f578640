import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * How long each file took in each host's pass, three or four at a time on a 2-core machine, in seconds:
 * only the order they give matters. The longest start first, so that no long file is left
 * running alone at the end of a pass. Vitest would otherwise order a first run (a fresh clone,
 * CI) by the files' sizes. A file not listed starts before all of these.
 */
const SECONDS: Record<'embedded' | 'nginx', Record<string, number>> = {
  embedded: {
    'platform/every-route.e2e.ts': 198,
    'site/verify-statement.e2e.ts': 82,
    'site/home.e2e.ts': 49,
    'platform/deployment.e2e.ts': 46,
    'platform/offline.e2e.ts': 43,
    'site/french.e2e.ts': 42,
    'platform/prerendered-pages.e2e.ts': 37,
    'platform/search.e2e.ts': 30,
    'site/search-quality.e2e.ts': 28,
    'site/footer-and-layout.e2e.ts': 28,
    'platform/preview-canary.e2e.ts': 27,
    'platform/routing.e2e.ts': 25,
    'site/help-pages.e2e.ts': 24,
    'site/forms.e2e.ts': 24,
    'platform/hosting.e2e.ts': 18,
    'site/information-pages.e2e.ts': 16,
    'platform/resilience.e2e.ts': 16,
    'site/business-group.e2e.ts': 13,
    'platform/deploy-service.e2e.ts': 10,
    'platform/security.e2e.ts': 8,
    'platform/field-speed.e2e.ts': 8,
    'site/personal-banking.e2e.ts': 6,
    'platform/hosting-load.e2e.ts': 5,
    'platform/sharing.e2e.ts': 4,
    'platform/abuse.e2e.ts': 2,
    'platform/cache-in-front.e2e.ts': 1,
    'platform/shell-deploy-no-reload.e2e.ts': 1,
    'platform/app-start.e2e.ts': 20,
    'platform/start-stop.e2e.ts': 25,
    'platform/slow-phone.e2e.ts': 8,
  },
  nginx: {
    'platform/preview-canary.e2e.ts': 47,
    'platform/offline.e2e.ts': 37,
    'platform/shell-deploy-no-reload.e2e.ts': 33,
    'platform/search.e2e.ts': 31,
    'platform/hosting-load.e2e.ts': 24,
    'platform/deployment.e2e.ts': 23,
    'platform/prerendered-pages.e2e.ts': 15,
    'platform/resilience.e2e.ts': 15,
    'platform/routing.e2e.ts': 14,
    'platform/hosting.e2e.ts': 12,
    'platform/cache-in-front.e2e.ts': 11,
    'platform/deploy-service.e2e.ts': 10,
    'platform/security.e2e.ts': 9,
    'platform/field-speed.e2e.ts': 8,
    'platform/sharing.e2e.ts': 6,
    'platform/abuse.e2e.ts': 1,
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
