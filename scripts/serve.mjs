// Serves built packages as a production static host would: `node scripts/serve.mjs [package…]`
// (all of them by default). The shell gets history fallback; remotes get CORS.
import { PACKAGES, distOf, portOf } from './packages.mjs';
import { startStaticHost } from './static-host.mjs';

/** @param {string[]} names */
export async function servePackages(names) {
  /** @type {Awaited<ReturnType<typeof startStaticHost>>[]} */
  const hosts = [];
  for (const pkg of PACKAGES.filter((p) => names.length === 0 || names.includes(p.name))) {
    const host = await startStaticHost({ root: distOf(pkg.name), port: portOf(pkg.name), spa: !pkg.remote, cors: pkg.remote });
    hosts.push(host);
    console.log(`${pkg.name.padEnd(18)} ${host.url}${pkg.remote ? '/assets/remoteEntry.js' : '/'}`);
  }
  const stop = async () => {
    await Promise.all(hosts.map((h) => h.close()));
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return hosts;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await servePackages(process.argv.slice(2));
}
