import { REMOTE_NAMES, type RemoteName } from '../build/packages.mjs';

// The list itself is in shared/build/packages.mjs, which the builds, the hosts and the scripts read too.
export { REMOTE_NAMES, type RemoteName };
export type RouteOwner = 'shell' | RemoteName;

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}
