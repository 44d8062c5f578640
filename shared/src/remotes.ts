/** The four separately deployed sections. Keys match package folder names and remotes.json. */
export const REMOTE_NAMES = [
  'personal-banking',
  'business-banking',
  'group-societies',
  'verify-statement',
] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];
export type RouteOwner = 'shell' | RemoteName;

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}
