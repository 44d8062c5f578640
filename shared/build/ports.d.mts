export { PACKAGES } from './packages.mjs';
export function portOf(name: string): number;
