// The retiring worker (docs/offline.md, "The off switch"): takes the open pages, answering no request, deletes
// every cache of the site and unregisters. A classic script, as the site's worker is; never the shell's own.
'use strict';

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await self.clients.claim();
      await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
      await self.registration.unregister();
    })(),
  );
});
