export declare function normaliseRoutePath(path: string): string;
