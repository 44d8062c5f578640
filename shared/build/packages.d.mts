// The types of packages.mjs, written by hand (TypeScript does not read plain JavaScript here);
// packages.test.ts fails when they and the values disagree.
export const SHELL_NAME: 'shell';
export const REMOTE_NAMES: readonly ['personal-banking', 'business-banking', 'group-societies', 'verify-statement'];
export type RemoteName = (typeof REMOTE_NAMES)[number];
export interface PackageInfo {
  // A plain string, so that code testing an unknown name against the list (`names.includes(x)`) type-checks.
  readonly name: string;
  readonly port: number;
  readonly remote: boolean;
}
export const PACKAGES: readonly PackageInfo[];
