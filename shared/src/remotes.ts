import { REMOTE_NAMES, type RemoteName } from '../build/packages.mjs';
import type { Language } from './routePath.mjs';

// The list itself is in shared/build/packages.mjs, which the builds, the hosts and the scripts read too.
export { REMOTE_NAMES, type RemoteName };
export type RouteOwner = 'shell' | RemoteName;

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}

/** Data only, so that importing it pulls in no component (shared/glossary.md). */
export const SECTION_NAMES: Readonly<Record<RemoteName, Readonly<Record<Language, string>>>> = {
  'personal-banking': { en: 'Personal Banking', fr: 'Particuliers' },
  'business-banking': { en: 'Business Banking', fr: 'Entreprises' },
  'group-societies': { en: 'Group Societies', fr: 'Groupes et associations' },
  'verify-statement': { en: 'Verify Statement', fr: 'Vérifier un relevé' },
};
