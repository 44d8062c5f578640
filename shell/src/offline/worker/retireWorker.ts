/**
 * The worker the site serves at /sw.js while an operator has turned offline reading off (npm run
 * offline -- off): on a visitor's next online page view the browser finds it in place of the
 * worker it has, installs it, and it deletes every cache of the site on the phone and unregisters
 * itself. It answers no request: pages go to the network as they would with no worker.
 */
declare const self: ServiceWorkerGlobalScope;
// A module, so that `self` above is this file's own name for the worker's global scope.
export {};

self.addEventListener('install', () => {
  void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
      await self.registration.unregister();
    })(),
  );
});
