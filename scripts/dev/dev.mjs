// npm run dev: every remote rebuilds on change (vite build --watch) and is served as built;
// the shell runs on Vite's dev server, which answers /remotes.json with each remote's port
// (shared/build/devManifest.ts; no shell release holds one). Ctrl-C or SIGTERM (to npm or to
// this process) stops everything: the signal goes on to each command's whole process tree.
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
      { name: `${remote.name}:build`, command: 'npx vite build --watch --emptyOutDir false', cwd: `${ROOT}/${remote.name}` },
      { name: `${remote.name}:serve`, command: `node ${ROOT}/scripts/dev/serve.mjs ${remote.name}` },
    ]),
    { name: 'shell', command: `npx vite --host ${LISTEN_HOST}`, cwd: `${ROOT}/shell` },
  ],
  { killOthersOn: ['failure', 'success'], prefixColors: 'auto' },
);

// Each command's whole process tree gets the signal at once (signalProcessTree reads it from
// /proc), besides concurrently's own tree-kill, which walks it with `ps` and is slow on a busy
// machine. A SIGTERM to npm never reaches us (npm runs this through sh): stop as if we had been
// sent it.
/** @param {NodeJS.Signals} signal */
const stopEveryCommand = (signal) => {
  for (const command of commands) if (command.pid) signalProcessTree(command.pid, signal);
};
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) process.on(signal, () => stopEveryCommand(signal));
whenOrphaned(() => {
  stopEveryCommand('SIGTERM');
  for (const command of commands) command.kill('SIGTERM');
});
result.catch(() => process.exit(1));
