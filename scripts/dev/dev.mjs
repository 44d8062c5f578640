// npm run dev: each remote rebuilt on change and served as built, the shell on Vite's dev server,
// which answers /remotes.json itself (shared/build/devManifest.ts).
import concurrently from 'concurrently';
import { mkdirSync } from 'node:fs';
import { LISTEN_HOST, whenOrphaned } from './lifecycle.mjs';
import { signalProcessTree } from '../lib/processTree.mjs';
import { PACKAGES, ROOT, distOf } from '../lib/packages.mjs';

const remotes = PACKAGES.filter((p) => p.remote);
for (const remote of remotes) mkdirSync(distOf(remote.name), { recursive: true });

const { result, commands } = concurrently(
  [
    ...remotes.flatMap((remote) => [
      {
        name: `${remote.name}:build`,
        command: 'npx vite build --watch --emptyOutDir false',
        cwd: `${ROOT}/${remote.name}`,
      },
      { name: `${remote.name}:serve`, command: `node ${ROOT}/scripts/dev/serve.mjs ${remote.name}` },
    ]),
    { name: 'shell', command: `npx vite --host ${LISTEN_HOST}`, cwd: `${ROOT}/shell` },
  ],
  { killOthersOn: ['failure', 'success'], prefixColors: 'auto' },
);

// concurrently's own tree-kill walks the tree with `ps`, slow on a busy machine. A SIGTERM to npm
// never reaches this script (npm runs it through sh): orphaned, it stops as if it had been sent one.
const stopEveryCommand = (/** @type {NodeJS.Signals} */ signal) => {
  for (const command of commands) if (command.pid) signalProcessTree(command.pid, signal);
};
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']))
  process.on(signal, () => stopEveryCommand(signal));
whenOrphaned(() => {
  stopEveryCommand('SIGTERM');
  for (const command of commands) command.kill('SIGTERM');
});
result.catch(() => process.exit(1));
