export declare const SERVICE_WORKER_FILE: 'sw.js';
export declare const SERVICE_WORKER_PATH: '/sw.js';
