/**
 * The institution's identity: the one file a real institution edits.
 * All values are sample data for a fictional credit union (decisions.md).
 */
export interface SocialLink {
  network: 'Facebook' | 'X' | 'Instagram' | 'LinkedIn';
  href: string;
}

export interface RegulatoryIdentifier {
  label: string;
  value: string;
}

export interface Identity {
  name: string;
  shortName: string;
  /** Used in routes: /about_{slug} and /{slug}loader. */
  slug: string;
  address: { street: string; city: string; region: string; country: string };
  email: { fraud: string; info: string; support: string };
  phone: { plain: string; whatsapp: string; whatsappLink: string };
  regulatory: RegulatoryIdentifier[];
  social: SocialLink[];
  appStores: { apple: string; google: string };
  /** Dialled on any phone for USSD banking, with no data. */
  ussdCode: string;
  liveChat: { hours: string; days: string; timeZone: string };
  foundedYear: number;
}

export const identity: Identity = {
  name: 'Mboa Cooperative Credit Union',
  shortName: 'Mboa CCU',
  slug: 'mboa',
  address: {
    street: '14 Church Street, Down Beach',
    city: 'Limbe',
    region: 'South West Region',
    country: 'Cameroon',
  },
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
    { label: 'COBAC licence (sample)', value: 'COBAC-SAMPLE-D-2020-0000' },
    { label: 'MINFI approval code (sample)', value: 'MINFI-SAMPLE-00000' },
    { label: 'MINADER cooperative reference (sample)', value: 'SW/MINADER/SAMPLE/000' },
    { label: 'Taxpayer number (sample)', value: 'M000000000000X' },
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
    hours: '8:00-16:00',
    days: 'Monday to Saturday',
    timeZone: 'Central Africa Time (UTC+1)',
  },
  foundedYear: 2020,
};

export function copyrightLine(now: Date = new Date()): string {
  return `© ${identity.foundedYear}-${now.getFullYear()} ${identity.name}`;
}

