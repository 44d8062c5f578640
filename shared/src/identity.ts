import { cameroonYear, now } from './clock.mjs';
import type { Language } from './routePath.mjs';

// The institution's identity, the one file a real institution edits: sample data for a fictional
// credit union (docs/product-contract.md). Names that differ between the languages are given in both.

export type Localised = Readonly<Record<Language, string>>;

export interface SocialLink {
  network: 'Facebook' | 'X' | 'Instagram' | 'LinkedIn';
  href: string;
}

export interface RegulatoryIdentifier {
  label: Localised;
  value: string;
}

/** In Cameroon's time: minutes after midnight (8:00 = 480), days as Date#getUTCDay numbers. */
export interface LiveChatSchedule {
  readonly opensAt: number;
  readonly closesAt: number;
  readonly days: readonly number[];
  readonly localTimeName: Localised;
}

/** The town and street as both languages write them. */
export interface Branch {
  readonly town: string;
  readonly street: string;
  readonly headOffice: boolean;
}

export interface Identity {
  name: string;
  shortName: string;
  /** In routes: /about_{slug} and /{slug}loader. */
  slug: string;
  /** Without a trailing slash. */
  siteOrigin: string;
  address: { street: string; city: string; region: Localised; country: Localised };
  /** The head office first: the only offices any page may name. */
  branches: readonly Branch[];
  email: { fraud: string; info: string; support: string };
  phone: { plain: string; whatsapp: string; whatsappLink: string };
  regulatory: RegulatoryIdentifier[];
  social: SocialLink[];
  appStores: { apple: string; google: string };
  ussdCode: string;
  liveChat: {
    /** No brackets of their own, so that a sentence may put the hours in brackets. */
    hours: Localised;
    schedule: LiveChatSchedule;
  };
  foundedYear: number;
}

export const identity: Identity = {
  name: 'Mboa Cooperative Credit Union',
  shortName: 'Mboa CCU',
  slug: 'mboa',
  siteOrigin: 'https://www.mboa.example',
  address: {
    street: '14 Church Street, Down Beach',
    city: 'Limbe',
    region: { en: 'South West Region', fr: 'Région du Sud-Ouest' },
    country: { en: 'Cameroon', fr: 'Cameroun' },
  },
  branches: [
    { town: 'Limbe', street: '14 Church Street, Down Beach', headOffice: true },
    { town: 'Buea', street: 'Molyko Road, Molyko', headOffice: false },
    { town: 'Douala', street: 'Rue Joffre, Akwa', headOffice: false },
  ],
  email: {
    fraud: 'fraud@mboa.example',
    info: 'info@mboa.example',
    support: 'support@mboa.example',
  },
  phone: {
    plain: '+237 600 000 101',
    whatsapp: '+237 600 000 102',
    whatsappLink: 'https://wa.me/237600000102',
  },
  regulatory: [
    { label: { en: 'COBAC licence (sample)', fr: 'Agrément COBAC (exemple)' }, value: 'COBAC-SAMPLE-D-2020-0000' },
    {
      label: { en: 'MINFI approval code (sample)', fr: "Code d'agrément MINFI (exemple)" },
      value: 'MINFI-SAMPLE-00000',
    },
    {
      label: { en: 'MINADER cooperative reference (sample)', fr: 'Référence coopérative MINADER (exemple)' },
      value: 'SW/MINADER/SAMPLE/000',
    },
    { label: { en: 'Taxpayer number (sample)', fr: 'Numéro de contribuable (exemple)' }, value: 'M000000000000X' },
  ],
  social: [
    { network: 'Facebook', href: 'https://www.facebook.com/mboa.example' },
    { network: 'X', href: 'https://x.com/mboa_example' },
    { network: 'Instagram', href: 'https://www.instagram.com/mboa.example' },
    { network: 'LinkedIn', href: 'https://www.linkedin.com/company/mboa-example' },
  ],
  appStores: {
    apple: 'https://apps.apple.com/app/mboa-ccu/id0000000000',
    google: 'https://play.google.com/store/apps/details?id=example.mboa.ccu',
  },
  ussdCode: '*600*101#',
  liveChat: {
    hours: {
      en: '8:00-16:00, Monday to Saturday, Central Africa Time, UTC+1',
      // No-break spaces inside each time (8 h 00), so that a line never breaks within one.
      fr: "8\u00a0h\u00a000 - 16\u00a0h\u00a000, du lundi au samedi, heure d'Afrique centrale, UTC+1",
    },
    schedule: {
      opensAt: 8 * 60,
      closesAt: 16 * 60,
      days: [1, 2, 3, 4, 5, 6],
      localTimeName: { en: 'Limbe time', fr: 'heure de Limbe' },
    },
  },
  foundedYear: 2020,
};

/** The same in both languages; the last year is Cameroon's. */
export function copyrightLine(time: number = now()): string {
  return `© ${identity.foundedYear}-${cameroonYear(time)} ${identity.name}`;
}

export function regulatoryFacts(language: Language): { label: string; value: string }[] {
  return identity.regulatory.map(({ label, value }) => ({ label: label[language], value }));
}

function listed(names: readonly string[], language: Language): string {
  const and = language === 'fr' ? 'et' : 'and';
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;
}

/** Read from the branches, so that no page names an office the institution does not have. */
export function atAnyBranch(language: Language): string {
  const towns = listed(
    identity.branches.map((branch) => branch.town),
    language,
  );
  return language === 'fr' ? `dans l'une de nos agences, à ${towns}` : `at any of our branches, in ${towns}`;
}

/** A narrow phone would otherwise break the number between its groups of digits. */
export const phoneOnOneLine = (number: string = identity.phone.plain): string => number.replaceAll(' ', '\u00a0');
