import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A deployed remote whose page throws while rendering: a hand-written remoteEntry.js that
 * honours the plugin's init/get protocol and the pages contract.
 */
export function brokenRemoteFolder(route: string, message: string): string {
  const root = mkdtempSync(join(tmpdir(), 'broken-remote-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(
    join(root, 'assets', 'remoteEntry.js'),
    `export function init() {}
export function get() {
  const Broken = () => { throw new Error(${JSON.stringify(message)}); };
  const pages = { ${JSON.stringify(route)}: async () => ({ default: Broken, meta: { title: "Broken page", description: "A page that throws while rendering." } }) };
  return Promise.resolve(() => ({ __esModule: true, default: { pages } }));
}
`,
  );
  return root;
}

/** A server that accepts connections and never answers: a hung remote. */
export async function startHungServer(): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
