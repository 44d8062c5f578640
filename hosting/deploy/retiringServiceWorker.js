// The retiring worker (docs/offline.md): what a deploy root serves at /sw.js whenever browsers
// must not keep the site's worker: offline reading turned off, or a live shell release with no
// worker (hosting/deploy/serviceWorker.mjs). A browser that has the worker checks /sw.js on its
// next online page view, even one that never starts the app, and installs this in its place. It
// takes the open pages (it answers no request, so they go to the network as with no worker),
// deletes every cache of the site on the phone and unregisters itself. A classic script, as the
// site's worker is registered; hosting's own, so it never depends on the live shell release.
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
