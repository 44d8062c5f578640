export interface StaticHostOptions {
  root: string;
  port: number;
  spa?: boolean;
  cors?: boolean;
  overrides?: Record<string, string>;
}
export function startStaticHost(options: StaticHostOptions): Promise<{ url: string; port: number; close: () => Promise<void> }>;
export function cacheControlFor(pathname: string): string;
