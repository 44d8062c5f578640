import { identity, type ProductPageContent } from '@mboa/shared';
import illustrationSrc from '../../illustrations/free-transfer.svg';
import support from '../support.en';

const bankTransfer = {
  meta: {
    title: `Free bank transfers | ${identity.shortName}`,
    description: `Transfers between ${identity.shortName} accounts are free. Pay family, landlords and suppliers who bank with ${identity.shortName} and the full amount arrives.`,
  },
  banner: {
    title: 'Free Bank Transfers',
    description: `Transfers between ${identity.shortName} accounts are free: no fee for you, and nothing taken from the amount the other person receives.`,
  },
  support,
  overview: {
    heading: 'Pay other members at no cost',
    paragraphs: [
      `When you send money from one ${identity.shortName} account to another, there is no transfer fee, on every channel: the app, online banking and USSD.`,
      'Rent to a landlord, stock from a supplier, fees for a student, support for parents in the village: if they bank with us, paying them costs you nothing.',
    ],
    features: [
      { title: 'No transfer fee', text: `Sending money to another ${identity.shortName} account is free.` },
      {
        title: 'The full amount arrives',
        text: 'Nothing is deducted, so the person you pay receives exactly what you sent.',
      },
      {
        title: 'To any member',
        text: `Pay another person, a business, a school or a group that holds a ${identity.shortName} account.`,
      },
      { title: 'Your own accounts too', text: 'Moving money between your own accounts is free as well.' },
      { title: 'On every channel', text: 'Send from the app, online banking, or USSD on a keypad phone.' },
    ],
    illustration: {
      src: illustrationSrc,
      alt: 'Two bank cards with arrows between them, under a gold coin marked zero.',
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
    note: 'The people you pay most often can open an account too, and then every payment between you is free.',
  },
  nextStep: {
    heading: 'Start sending money free',
    text: 'Open an account in the app in minutes or at a branch, then pay other members without a transfer fee. Write to us and an adviser tells you what to bring.',
    action: {
      kind: 'mail',
      label: 'Write to us to open an account',
      mailbox: 'info',
      subject: 'Opening an account for free transfers',
    },
  },
  related: {
    heading: 'Related pages',
    links: [
      {
        title: 'Transfers',
        summary: 'How to send money in the app, online or by USSD.',
        href: '/transfer',
        linkText: 'How to send a transfer',
      },
      {
        title: 'Ways to bank',
        summary: 'The app, online banking, USSD and the virtual card.',
        href: '/ways-to-bank',
        linkText: 'Compare the channels',
      },
      {
        title: 'Personal account',
        summary: 'Find the account that suits you.',
        href: '/personal-account',
        linkText: 'Choose your account',
      },
    ],
  },
} satisfies ProductPageContent;

export default bankTransfer;
