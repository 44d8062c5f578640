import { identity, type ProductPageContent } from '@mboa/shared';
import illustrationSrc from '../../illustrations/free-transfer.svg';

const bankTransfer = {
  meta: {
    title: `Free bank transfers | ${identity.shortName}`,
    description: `Transfers between Mboa accounts are free. Pay family, landlords and suppliers who bank with ${identity.shortName} and the full amount arrives.`,
  },
  banner: {
    title: 'Free Bank Transfers',
    description: 'Transfers between Mboa accounts are free: no fee for you, and nothing taken from the amount the other person receives.',
  },
  overview: {
    heading: 'Pay other members at no cost',
    paragraphs: [
      'When you send money from one Mboa account to another, there is no transfer fee, on every channel: the app, internet banking and USSD.',
      'Rent to a landlord, stock from a supplier, fees for a student, support for parents in the village: if they bank with us, paying them costs you nothing.',
    ],
    features: [
      { title: 'No transfer fee', text: 'Sending money to another Mboa account is free.' },
      { title: 'The full amount arrives', text: 'Nothing is deducted, so the person you pay receives exactly what you sent.' },
      { title: 'To any member', text: 'Pay another person, a business, a school or a group that holds a Mboa account.' },
      { title: 'Your own accounts too', text: 'Moving money between your own accounts is free as well.' },
      { title: 'On every channel', text: 'Send from the app, internet banking, or USSD on a keypad phone.' },
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
      { label: 'Transfers to other Mboa accounts', value: 'Free' },
      { label: 'Transfers between your own Mboa accounts', value: 'Free' },
    ],
    note: 'The people you pay most often can open an account too, and then every payment between you is free.',
  },
  nextStep: {
    heading: 'Start sending money free',
    text: 'Open an account online or in the app in minutes, then pay other members without a transfer fee.',
    action: { kind: 'route', label: 'Open an account', to: '/create-account' },
  },
  related: {
    heading: 'Related pages',
    links: [
      { title: 'Transfers', summary: 'How to send money in the app, online or by USSD.', href: '/transfer', linkText: 'How to send a transfer' },
      { title: 'Ways to bank', summary: 'The app, internet banking, USSD and the virtual card.', href: '/ways-to-bank', linkText: 'Compare the channels' },
      { title: 'Personal account', summary: 'Find the account that suits you.', href: '/personal-account', linkText: 'Choose your account' },
    ],
  },
} satisfies ProductPageContent;

export default bankTransfer;
