import { identity, type ProductPageContent } from '@mboa/shared';
import illustrationSrc from '../../illustrations/transfer.svg';
import support from '../support.en';

const transfer = {
  meta: {
    title: `Transfers | ${identity.shortName}`,
    description: `Send money from your ${identity.shortName} account in the app, online or by USSD on any phone. Transfers between ${identity.shortName} accounts are free.`,
  },
  banner: {
    title: 'Transfers',
    description: 'Send money to family, a landlord or a supplier from your phone, without travelling or carrying cash.',
  },
  support,
  overview: {
    heading: 'Send money without leaving home',
    paragraphs: [
      `Transfers between ${identity.shortName} accounts are free, whether the money goes to another member or to one of your own accounts.`,
      'Send from the app or online banking, or by USSD on a basic phone when you have no data.',
    ],
    features: [
      {
        title: `Free between ${identity.shortName} accounts`,
        text: 'The person you pay receives the full amount, with no transfer fee taken.',
      },
      {
        title: 'Between your own accounts',
        text: 'Move money from your everyday account to your savings in a few steps.',
      },
      {
        title: 'From phone or computer',
        text: 'Smartphone, computer or keypad phone: every channel can send a transfer.',
      },
      { title: 'Confirmed with your PIN', text: 'No transfer leaves your account until you confirm it with your PIN.' },
      {
        title: 'A record of every transfer',
        text: 'Each transfer appears in your history and on your statement, as proof of payment.',
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: 'A gold coin travelling along a dotted arc from one phone to another that shows a tick.',
      width: 320,
      height: 240,
    },
  },
  fees: {
    heading: 'Fees',
    facts: [
      { label: `Transfers to other ${identity.shortName} accounts`, value: 'Free' },
      { label: `Transfers between your own ${identity.shortName} accounts`, value: 'Free' },
    ],
    note: 'Before you send, check the account number and the name with the person you are paying.',
  },
  nextStep: {
    heading: 'Choose how you send',
    text: 'See how the app, online banking and USSD work, and pick the one that suits your phone and your data bundle.',
    action: { kind: 'route', label: 'Choose how to send money', to: '/ways-to-bank' },
  },
  related: {
    heading: 'Related pages',
    links: [
      {
        title: 'Free bank transfers',
        summary: 'Why paying other members costs you nothing.',
        href: '/bank_transfer',
        linkText: 'About free transfers',
      },
      {
        title: 'Pay bills',
        summary: 'Pay electricity, water and TV bills from the same menus.',
        href: '/pay-bills',
        linkText: 'Bill payment details',
      },
      {
        title: 'Account deposit',
        summary: 'Pay cash into an account at a branch, with a collector or an agent.',
        href: '/Deposit',
        linkText: 'How to pay cash in',
      },
    ],
  },
} satisfies ProductPageContent;

export default transfer;
