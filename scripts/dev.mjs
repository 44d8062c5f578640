// npm run dev: every remote rebuilds on change (vite build --watch) and is served as built;
// the shell runs on Vite's dev server. One Ctrl-C stops everything.
import concurrently from 'concurrently';
import { mkdirSync } from 'node:fs';
import { PACKAGES, ROOT, distOf } from './packages.mjs';

const remotes = PACKAGES.filter((p) => p.remote);
for (const remote of remotes) mkdirSync(distOf(remote.name), { recursive: true });

const { result } = concurrently(
  [
    ...remotes.flatMap((remote) => [
      { name: `${remote.name}:build`, command: 'npx vite build --watch --emptyOutDir false', cwd: `${ROOT}/${remote.name}` },
      { name: `${remote.name}:serve`, command: `node ${ROOT}/scripts/serve.mjs ${remote.name}` },
    ]),
    { name: 'shell', command: 'npx vite', cwd: `${ROOT}/shell` },
  ],
  { killOthersOn: ['failure', 'success'], prefixColors: 'auto' },
);

result.catch(() => process.exit(1));
