export declare const SERVER_OUT_DIR: 'dist-server';
export declare const SERVER_ENTRY_FILE: 'render.mjs';
export declare const ROUTE_LIST_FILE: 'routes.json';
