import { identity } from '@mboa/shared';
import mobileBankingSrc from '../illustrations/mobile-banking.svg';
import ussdSrc from '../illustrations/ussd.svg';
import virtualCardSrc from '../illustrations/virtual-card.svg';
import support from './support.en';
import type { WaysToBankContent } from './types';

/** The institution's USSD code (identity module; the ussd illustration draws it too). */
const ussdCode = identity.ussdCode;

const size = { width: 320, height: 240 } as const;

const waysToBank = {
  meta: {
    title: `Ways to bank | ${identity.shortName}`,
    description: `Bank with ${identity.shortName} in the app, online, by USSD on any phone without mobile data, or pay online with a virtual card.`,
  },
  banner: {
    title: 'Ways to Bank',
    description:
      'Bank from a smartphone, a computer or the most basic phone. Choose the channel that suits your handset, your data bundle and your network.',
  },
  support,
  channels: [
    {
      id: 'app',
      heading: 'The app and online banking',
      paragraphs: [
        `Download the ${identity.shortName} app on your smartphone, or log in to online banking from any browser on a phone or computer.`,
        'Both let you check your accounts, move money and pay bills without visiting a branch.',
      ],
      features: [
        { title: 'Balances at a glance', text: 'See the balance of each of your accounts as soon as you log in.' },
        {
          title: `Free transfers between ${identity.shortName} accounts`,
          text: 'Send money to other members, or between your own accounts, at no cost.',
        },
        { title: 'Pay bills', text: 'Pay electricity, water and TV bills with the reference on the bill.' },
        {
          title: 'Statements on demand',
          text: 'View your recent transactions and download a statement when you need one.',
        },
      ],
      illustration: {
        src: mobileBankingSrc,
        alt: 'A laptop and a phone, both showing account balances and charts.',
        ...size,
      },
      appStoreBadges: {
        apple: { callToAction: 'Download on the', storeName: 'App Store' },
        google: { callToAction: 'Get it on', storeName: 'Google Play' },
      },
    },
    {
      id: 'ussd',
      heading: 'USSD on any phone, no data needed',
      paragraphs: [
        'USSD works on every mobile phone, including basic keypad phones, with no internet connection and no data bundle.',
        'It is the way to bank when you are far from town, when the network is too weak for the internet, or when your data has run out.',
      ],
      steps: {
        heading: 'How to use USSD',
        code: ussdCode,
        items: [
          `Dial ${ussdCode}, the ${identity.shortName} code, and press the call button.`,
          'Choose your language.',
          'Enter your PIN.',
          'Pick a service: balance, transfer, pay a bill or mini statement.',
          'Check the details on the screen, then confirm.',
        ],
      },
      note: `Never share your PIN with anyone, not even family. ${identity.shortName} staff will never ask for it, by phone, by SMS or in person.`,
      illustration: {
        src: ussdSrc,
        alt: `A keypad phone showing the code ${ussdCode}, beside a short menu of options.`,
        ...size,
      },
    },
    {
      id: 'virtual-card',
      heading: 'A virtual card for paying online',
      paragraphs: [
        'The virtual card is kept in the app and linked to your account. Use it to pay on websites and in apps, for subscriptions, courses and flight tickets.',
        'There is no plastic card to lose, and you can block it from the app if something looks wrong.',
      ],
      illustration: {
        src: virtualCardSrc,
        alt: 'A bank card rising out of a phone screen, with a padlock beside it.',
        ...size,
      },
      link: { href: '/virtual-card', text: 'Virtual card details' },
    },
  ],
  nextStep: {
    heading: 'Start banking your way',
    text: 'Open an account in the app in minutes or at a branch, then use whichever channel suits your phone and your day. Write to us and an adviser tells you what to bring.',
    action: {
      kind: 'mail',
      label: 'Write to us to open an account',
      mailbox: 'info',
      subject: 'Opening an account: ways to bank',
    },
  },
} satisfies WaysToBankContent;

export default waysToBank;
