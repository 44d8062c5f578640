import { identity } from '@mboa/shared';

/** The home page's sections, in the order they render. */
export const homeSectionOrder = [
  'hero',
  'personal-banking',
  'business-banking',
  'products',
  'free-transfer',
  'njangie',
  'meeting-house',
  'testimonials',
  'open-account',
] as const;

export type HomeSectionName = (typeof homeSectionOrder)[number];

/** Decorative icons available to content records; rendered as inline SVG (no image requests). */
export type IconName =
  | 'user'
  | 'briefcase'
  | 'coins'
  | 'banknote'
  | 'transfer'
  | 'card'
  | 'receipt'
  | 'phone'
  | 'people'
  | 'meeting-house'
  | 'clock';

export interface LinkAction {
  /** Internal route. */
  href: string;
  text: string;
}

/** The text of the page-load overlay (shown for 500 ms, see HomePage and .page-load-overlay in shell.css). Contract. */
export const homeLoadingText = 'One sec, loading ...';

export interface HeroContent {
  heading: string;
  lead: string;
  /** Short reassurance under the lead. */
  note: string;
  discoverMore: LinkAction;
}

export const hero: HeroContent = {
  heading: 'Banking, Everyday and Everywhere',
  lead: `Save, borrow, pay and send money with ${identity.shortName}, the member-owned credit union from Limbe. Bank from your phone in town or in the village, at the branch, or with USSD when the network is weak.`,
  note: 'Free transfers between Mboa accounts. Live chat 8:00-16:00, Monday to Saturday.',
  discoverMore: { href: '/help-center', text: 'Discover More' },
};

/** A text-and-illustration section that leads to one page. */
export interface FeatureContent {
  name: Exclude<HomeSectionName, 'hero' | 'products' | 'testimonials'>;
  /** Small label above the heading. */
  eyebrow: string;
  heading: string;
  paragraphs: readonly string[];
  highlights: readonly string[];
  action: LinkAction;
  icon: IconName;
  /** Alternating tinted background, for visual rhythm between sections. */
  tinted: boolean;
  /** Shows the app store badges beside the call to action. */
  showAppBadges?: boolean;
}

export const personalBanking: FeatureContent = {
  name: 'personal-banking',
  eyebrow: 'Personal banking',
  heading: 'Accounts for every stage of your life',
  paragraphs: [
    'Whether you are saving for school fees, building up stock for your stall or putting something aside every day, there is an account for you: savings, deposit, credit, student, daily savings, minor and individual accounts.',
    'All you need is a valid national ID card or passport and a proof of address.',
  ],
  highlights: [
    'No monthly maintenance fees on savings accounts',
    'Student accounts from 16 years, with zero monthly fees',
    'Minor accounts opened by a parent or guardian',
  ],
  action: { href: '/personal-banking', text: 'Explore personal banking' },
  icon: 'user',
  tinted: false,
};

export const businessBanking: FeatureContent = {
  name: 'business-banking',
  eyebrow: 'Business banking',
  heading: 'Banking that grows with your business',
  paragraphs: [
    'From a one-person shop to a cooperative or a corporate client, we help you keep your money safe, pay suppliers and finance your next step.',
    'Deposit, savings, corporate, group, church and credit accounts, with online banking and a support team that knows the South West.',
  ],
  highlights: [
    'Business savings with no monthly maintenance fees',
    'Unsecured, real estate, special and seed loans',
    'Online banking with multi-user access and roles you choose',
  ],
  action: { href: '/business-banking', text: 'Explore business banking' },
  icon: 'briefcase',
  tinted: true,
};

export const freeTransfer: FeatureContent = {
  name: 'free-transfer',
  eyebrow: 'Free bank transfer',
  heading: 'Transfers between Mboa accounts are free',
  paragraphs: [
    'Send money to any Mboa CCU member at no cost, from the app, internet banking or USSD. Pay a supplier, support family back home or move money between your own accounts: the full amount arrives.',
  ],
  highlights: ['No transfer fee between Mboa accounts', 'Money arrives in seconds', 'Works on any phone with USSD'],
  action: { href: '/bank_transfer', text: 'How free transfers work' },
  icon: 'transfer',
  tinted: true,
};

export const njangieGroup: FeatureContent = {
  name: 'njangie',
  eyebrow: 'Njangie group',
  heading: 'Keep your njangie safe and transparent',
  paragraphs: [
    'A njangie is our tradition of rotating savings: members contribute each meeting and one member takes the pot in turn. A Njangie group account keeps the contributions safe, records every payout and lets members see the balance.',
    'Open to registered groups of at least 5 members, with a constitution and a list of executives with their IDs.',
  ],
  highlights: ['At least 5 members', 'Every contribution and payout recorded', 'Group loans for members in good standing'],
  action: { href: '/njangie', text: 'Open a Njangie group account' },
  icon: 'people',
  tinted: false,
};

export const meetingHouse: FeatureContent = {
  name: 'meeting-house',
  eyebrow: 'Meeting house',
  heading: 'An account for your meeting house',
  paragraphs: [
    'Family meetings, village development associations, alumni and cultural groups: keep dues, levies and project funds in one account that the whole meeting can trust.',
    'You need a registered group, a constitution, the IDs of the signatories and a proof of address.',
  ],
  highlights: ['Several signatories for every withdrawal', 'Clear statements to read out at meetings'],
  action: { href: '/meetings', text: 'Discover the Meeting House account' },
  icon: 'meeting-house',
  tinted: true,
};

export const openAccount: FeatureContent = {
  name: 'open-account',
  eyebrow: 'Open an account online',
  heading: 'Open your account in minutes',
  paragraphs: [
    'No queue and no trip to the branch: open your account online or in the Mboa CCU app in a few minutes, with your ID card or passport and a proof of address.',
  ],
  highlights: ['Online or in the app', 'Ready in minutes', 'Help from live chat if you get stuck'],
  action: { href: '/create-account', text: 'Open an account' },
  icon: 'clock',
  tinted: true,
  showAppBadges: true,
};

export interface ProductCard {
  title: string;
  summary: string;
  href: string;
  /** Visible call to action; distinct per card so that link lists make sense. */
  linkText: string;
  icon: IconName;
}

export const products = {
  heading: 'Products and services',
  intro: 'Everything you need to save, borrow and pay, in one place.',
  cards: [
    {
      title: 'Savings accounts',
      summary: 'Earn interest and watch your money grow, with no monthly maintenance fees.',
      href: '/savings_account',
      linkText: 'Start saving',
      icon: 'coins',
    },
    {
      title: 'Loans',
      summary: 'Personal and business loans with clear terms and repayments that follow your income.',
      href: '/personal-loans',
      linkText: 'See loan options',
      icon: 'banknote',
    },
    {
      title: 'Money transfers',
      summary: 'Send money to family and suppliers in seconds. Transfers between Mboa accounts are free.',
      href: '/transfer',
      linkText: 'Send money',
      icon: 'transfer',
    },
    {
      title: 'Virtual card',
      summary: 'Shop online and book flight tickets safely with a virtual card linked to your account.',
      href: '/virtual-card',
      linkText: 'Get a virtual card',
      icon: 'card',
    },
    {
      title: 'Bill payment',
      summary: 'Pay electricity, water, TV and school fees from your phone, without queueing.',
      href: '/pay-bills',
      linkText: 'Pay a bill',
      icon: 'receipt',
    },
    {
      title: 'Mobile and USSD banking',
      summary: 'Use the app, internet banking, or USSD on any phone when data is expensive or the network is weak.',
      href: '/ways-to-bank',
      linkText: 'See ways to bank',
      icon: 'phone',
    },
  ],
} as const satisfies { heading: string; intro: string; cards: readonly ProductCard[] };

export const testimonialsIntro = {
  heading: 'What our members say',
  intro: 'Traders, students, families and groups across the South West bank with us. Here is what some of them tell us.',
} as const;
