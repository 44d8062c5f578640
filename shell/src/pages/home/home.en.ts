import { atAnyBranch, identity } from '@mboa/shared';
import type { HomeContent } from './home';
import testimonials from '../testimonials/testimonials.en';

const n = identity.shortName;
const { city, region } = identity.address;

const home = {
  meta: {
    title: `${identity.name} | Banking, Everyday and Everywhere`,
    description: `Savings, credit, business and njangie accounts from ${identity.name}. Open one in the app or ${atAnyBranch('en')}.`,
  },
  hero: {
    heading: 'Banking, Everyday and Everywhere',
    lead: `Save, borrow, pay and send money with ${n}, the member-owned credit union from ${city}. Bank from your phone in town or in the village, at a branch, or with USSD when the network is weak.`,
    note: `Free transfers between ${n} accounts. Live chat: ${identity.liveChat.hours.en}.`,
    discoverMore: { href: '/help-center', text: 'Discover More' },
  },
  personalBanking: {
    name: 'personal-banking',
    eyebrow: 'Personal banking',
    heading: 'Accounts for every stage of your life',
    paragraphs: [
      'Whether you are saving for school fees, building up stock for your stall or putting something aside every day, there is an account for you: savings, deposit, credit, student, daily savings, minor and individual accounts.',
      'All you need is a valid national ID card or passport and a proof of address.',
    ],
    highlights: [
      'No monthly maintenance fees on savings accounts',
      'Student accounts from age 16, with no monthly maintenance fees',
      'Minor accounts opened by a parent or guardian',
    ],
    action: { kind: 'route', label: 'Explore personal banking', to: '/personal-banking' },
    icon: 'user',
    tinted: false,
  },
  businessBanking: {
    name: 'business-banking',
    eyebrow: 'Business banking',
    heading: 'Banking that grows with your business',
    paragraphs: [
      'From a one-person shop to a cooperative or a corporate client, we help you keep your money safe, pay suppliers and finance your next step.',
      `Deposit, savings, corporate, group, church and credit accounts, with online banking and a support team that knows the ${region.en}.`,
    ],
    highlights: [
      'Business savings with no monthly maintenance fees',
      'Unsecured, real estate, special and seed loans',
      'Online banking with multi-user access and roles you choose',
    ],
    action: { kind: 'route', label: 'Explore business banking', to: '/business-banking' },
    icon: 'briefcase',
    tinted: true,
  },
  products: {
    heading: 'Products and services',
    intro: 'Everything you need to save, borrow and pay, in one place.',
    cards: [
      {
        title: 'Savings accounts',
        summary: 'Earn interest and watch your money grow, with no monthly maintenance fees.',
        href: '/savings_account',
        linkText: 'About savings accounts',
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
        title: 'Transfers',
        summary: `Send money to family and suppliers, usually within minutes. Transfers between ${n} accounts are free.`,
        href: '/transfer',
        linkText: 'How transfers work',
        icon: 'transfer',
      },
      {
        title: 'Virtual card',
        summary: 'Shop online and book flight tickets safely with a virtual card linked to your account.',
        href: '/virtual-card',
        linkText: 'About the virtual card',
        icon: 'card',
      },
      {
        title: 'Bill payment',
        summary: 'Pay electricity, water, TV and school fees from your phone, without queueing.',
        href: '/pay-bills',
        linkText: 'How to pay a bill',
        icon: 'receipt',
      },
      {
        title: 'Mobile and USSD banking',
        summary: 'Use the app, online banking, or USSD on any phone when data is expensive or the network is weak.',
        href: '/ways-to-bank',
        linkText: 'See ways to bank',
        icon: 'phone',
      },
    ],
  },
  freeTransfer: {
    name: 'free-transfer',
    eyebrow: 'Free bank transfer',
    heading: `Transfers between ${n} accounts are free`,
    paragraphs: [
      `Send money to any ${n} member at no cost, from the app, online banking or USSD. Pay a supplier, support family back home or move money between your own accounts: the full amount arrives.`,
    ],
    highlights: [
      `No transfer fee between ${n} accounts`,
      'Money usually arrives within minutes',
      'Works on any phone with USSD',
    ],
    action: { kind: 'route', label: 'How free transfers work', to: '/bank_transfer' },
    icon: 'transfer',
    tinted: true,
  },
  njangieGroup: {
    name: 'njangie',
    eyebrow: 'Njangie group',
    heading: 'Keep your njangie safe and transparent',
    paragraphs: [
      'A njangie is our tradition of rotating savings: members contribute each meeting and one member takes the pot in turn. A Njangie group account keeps the contributions safe, records every payout and lets members see the balance.',
      'Open to registered groups of at least 5 members, with a constitution and a list of executives with their IDs.',
    ],
    highlights: [
      'At least 5 members',
      'Every contribution and payout recorded',
      'Group loans for members in good standing',
    ],
    action: { kind: 'route', label: 'Discover the Njangie group account', to: '/njangie' },
    icon: 'people',
    tinted: false,
  },
  meetingHouse: {
    name: 'meeting-house',
    eyebrow: 'Meeting house',
    heading: 'An account for your meeting house',
    paragraphs: [
      'Family meetings, village development associations, alumni and cultural groups: keep dues, levies and project funds in one account that the whole meeting can trust.',
      'You need a registered group, a constitution, the IDs of the signatories and a proof of address.',
    ],
    highlights: ['Several signatories for every withdrawal', 'Clear statements to read out at meetings'],
    action: { kind: 'route', label: 'Discover the Meeting House account', to: '/meetings' },
    icon: 'meeting-house',
    tinted: true,
  },
  testimonials: {
    heading: 'Examples of what members tell us',
    intro: `Traders, students, families and groups across the ${region.en} bank with us. These testimonials are examples: the people are invented, the situations are everyday ones.`,
    members: testimonials,
    carousel: {
      label: 'Example testimonials',
      pause: 'Pause testimonials',
      play: 'Play testimonials',
      previous: 'Previous testimonials',
      next: 'Next testimonials',
      slideLabel: 'Testimonials {first} to {last} of {total}',
      showSlide: 'Show testimonials {first} to {last} of {total}',
    },
  },
  openAccount: {
    name: 'open-account',
    eyebrow: 'Open an account',
    heading: 'Open your account in minutes',
    paragraphs: [
      `No queue and no trip to the branch: open your account in the ${n} app in a few minutes, with your ID card or passport and a proof of address.`,
      `Prefer to ask first? Write to ${identity.email.info} and an adviser replies within two working days, or visit us ${atAnyBranch('en')}.`,
    ],
    highlights: ['In the app, in a few minutes', `Or ${atAnyBranch('en')}`, 'Help from live chat if you get stuck'],
    action: { kind: 'route', label: 'See how to open an account', to: '/create-account' },
    icon: 'clock',
    tinted: true,
    showAppBadges: true,
  },
} satisfies HomeContent;

export default home;
