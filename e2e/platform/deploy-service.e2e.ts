// The deploy service over real HTTP, on the host under test (docs/hosting.md, "The deploy service"): teams deploy
// their own sections from their own machines; the refusals and limits are the unit tests' (hosting/deployService/).
import { afterAll, describe, expect, it } from 'vitest';
import { discardCandidate } from '../../hosting/deploy/candidateReleases.mjs';
import { deployThroughService } from '../../hosting/deployService/client.mjs';
import { readAudit } from '../../hosting/deployService/auditLog.mjs';
import { startDeployService } from '../../hosting/deployService/service.mjs';
import { createToken } from '../../hosting/deployService/tokens.mjs';
import { openPage } from '../support/browser';
import { removeRebuilds, sameBuildAsNewRelease } from '../support/rebuild';
import { composedSiteForThisFile, distOf } from '../support/site';

const env = composedSiteForThisFile();
afterAll(removeRebuilds);

const SECTIONS = ['personal-banking', 'business-banking'] as const;
const HUB_HEADINGS = { 'personal-banking': 'Personal banking', 'business-banking': 'Business banking' };

describe('the deploy service', () => {
  it('lets two teams deploy their sections at once, each with its token, while a visitor reads: both live, no error, one new file sent each', async () => {
    const service = await startDeployService({ root: env.site.root, port: 0 });
    const { page, errors } = await openPage(env.browser);
    try {
      const before = Object.fromEntries(SECTIONS.map((pkg) => [pkg, env.site.liveRelease(pkg).buildId]));
      let reading = true;
      let pagesRead = 0;
      const visitor = (async () => {
        while (reading)
          for (const pkg of SECTIONS) {
            await page.goto(`${env.site.url}/${pkg}`);
            await page.getByRole('heading', { level: 1, name: HUB_HEADINGS[pkg] }).waitFor();
            pagesRead += 1;
          }
      })();
      // Each team's next release: its live build with one file more (the service holds every other file).
      const deploys = await Promise.all(
        SECTIONS.map((pkg) => {
          const next = sameBuildAsNewRelease(distOf(pkg), `via-service-${pkg}`);
          return deployThroughService({
            serviceUrl: service.url,
            token: createToken(env.site.root, pkg, { name: `${pkg}-team` }).token,
            pkg,
            from: next,
            publish: {},
          });
        }),
      );
      reading = false;
      await visitor;

      for (const [index, pkg] of SECTIONS.entries()) {
        const deployed = deploys[index]!;
        expect(deployed.previousBuildId).toBe(before[pkg]);
        expect(env.site.liveRelease(pkg).buildId).toBe(deployed.buildId);
        expect(env.site.manifest().remotes[pkg]).toContain(deployed.buildId);
        expect(deployed.sent).toMatchObject({ files: 1, bytes: `via-service-${pkg}`.length });
        expect(deployed.sent.of).toBeGreaterThan(20);
      }
      expect(pagesRead).toBeGreaterThan(0);
      // The visitor then gets each new release, whole.
      for (const pkg of SECTIONS) {
        const response = await fetch(new URL(env.site.manifest().remotes[pkg] ?? '', env.site.url));
        expect(response.status).toBe(200);
        await page.goto(`${env.site.url}/${pkg}`);
        await page.getByRole('heading', { level: 1, name: HUB_HEADINGS[pkg] }).waitFor();
      }
      expect(errors).toEqual([]);
      // Its tokens' digests and its record are the operator's: the host never serves them.
      for (const file of ['tokens.json', 'audit.log'])
        expect((await fetch(`${env.site.url}/deploy-service/${file}`)).status, file).toBe(404);
      const onRecord = readAudit(env.site.root).map(
        ({ token, action, result }) => `${token} ${action} ${result.replace(/ of \d+ /, ' of N ')}`,
      );
      expect(onRecord.sort()).toEqual(
        SECTIONS.flatMap((pkg) => [`${pkg}-team publish done`, `${pkg}-team upload 1 of N files to send`]).sort(),
      );
    } finally {
      await page.context().close();
      await service.close();
    }
  });

  it('publishes a preview whose link, opened in a browser, shows the release with its bar, as a local preview’s does', async () => {
    const service = await startDeployService({ root: env.site.root, port: 0 });
    const previewer = await openPage(env.browser);
    try {
      const next = sameBuildAsNewRelease(distOf('group-societies'), 'preview-via-service');
      const previewed = await deployThroughService({
        serviceUrl: service.url,
        token: createToken(env.site.root, 'group-societies', { name: 'group-societies-team' }).token,
        pkg: 'group-societies',
        from: next,
        publish: { preview: true },
      });
      expect(previewed.previewPath).toMatch(/^\/group-societies\?preview=[0-9a-f]{32}\.\d+\.[A-Za-z0-9_-]{22}$/);
      await previewer.page.goto(`${env.site.url}${previewed.previewPath}`);
      const bar = previewer.page.getByRole('complementary', { name: 'Preview' });
      await expect.poll(() => bar.textContent()).toContain(`release ${previewed.buildId}.`);
      expect(env.site.liveRelease('group-societies').buildId).not.toBe(previewed.buildId);
      expect(previewer.errors).toEqual([]);
    } finally {
      await discardCandidate({ root: env.site.root, pkg: 'group-societies' }).catch(() => undefined);
      await previewer.page.context().close();
      await service.close();
    }
  });
});
