export const PACKAGES: { name: string; port: number; remote: boolean }[];
export function portOf(name: string): number;
