import { chmodSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A deploy root nginx can serve beacons for: a shell release with one route, `/`, which it owns. */
export const beaconSite = (dir: string) => {
  chmodSync(dir, 0o755); // nginx's workers run unprivileged
  const site = join(dir, 'site');
  mkdirSync(join(site, 'shell', '0123456789ab'), { recursive: true });
  writeFileSync(join(site, 'shell', '0123456789ab', 'index.html'), '<!doctype html><title>Mboa</title>');
  writeFileSync(join(site, 'shell', '0123456789ab', 'routes.json'), JSON.stringify({ routes: ['/'], owners: { '/': 'shell' } }));
  symlinkSync('0123456789ab', join(site, 'shell', 'current'));
  return site;
};
export const beaconQuery = (lcp: number) => `/vitals?v=1&route=/&lang=en&shell=0123456789ab&section=shell&release=0123456789ab&connection=&device=larger&lcp=${lcp}`;
