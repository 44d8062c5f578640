// At the site's root, so that the worker's scope is the whole site.
export const SERVICE_WORKER_FILE = 'sw.js';
export const SERVICE_WORKER_PATH = `/${SERVICE_WORKER_FILE}`;
