import { identity, type ProductPageContent } from '@mboa/shared';
import illustrationSrc from '../../illustrations/purchase.svg';
import support from '../support.en';

const purchase = {
  meta: {
    title: `Purchase online | ${identity.shortName}`,
    description: `Shop online from your ${identity.shortName} account: pay websites with a virtual card and pay sellers who bank with us by free transfer.`,
  },
  banner: {
    title: 'Purchase Online',
    description:
      'Buy from online shops and local sellers and pay straight from your account, without handing over cash.',
  },
  support,
  overview: {
    heading: 'Shop online and pay safely',
    paragraphs: [
      'Pay websites and apps with your virtual card. Pay sellers who advertise on social media or by phone with a transfer, which is free if they bank with us.',
      'Paying from your account means no cash changes hands with a stranger, and you can show when and how much you paid if the goods do not arrive.',
    ],
    features: [
      { title: 'Websites and apps', text: 'Pay with your virtual card wherever card payments are accepted.' },
      { title: 'Local sellers', text: `Pay a seller’s ${identity.shortName} account by transfer at no cost.` },
      {
        title: 'One balance to watch',
        text: 'Card payments and transfers come from the same account, so your balance shows what you have left to spend.',
      },
      {
        title: 'Check before you pay',
        text: 'Look for the padlock and the correct web address before you enter card details.',
      },
      {
        title: 'Report what looks wrong',
        text: `Write to ${identity.email.fraud} at once about any payment you did not make.`,
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: 'A shopping bag and a shopping trolley on either side of a phone showing a tick.',
      width: 320,
      height: 240,
    },
  },
  nextStep: {
    heading: 'Get your card for online shopping',
    text: 'The virtual card is the simplest way to pay on websites. See how it works and how to request it in the app.',
    action: { kind: 'route', label: 'See how the virtual card works', to: '/virtual-card' },
  },
  related: {
    heading: 'Related pages',
    links: [
      {
        title: 'Flight tickets',
        summary: 'Pay for flights online or through a travel agency.',
        href: '/flight-ticket',
        linkText: 'Flight ticket payment details',
      },
      {
        title: 'Free bank transfers',
        summary: 'Pay sellers who bank with us at no cost.',
        href: '/bank_transfer',
        linkText: 'How free transfers work',
      },
      {
        title: 'Pay bills',
        summary: 'Electricity, water and TV bills from your phone.',
        href: '/pay-bills',
        linkText: 'Bill payment details',
      },
    ],
  },
} satisfies ProductPageContent;

export default purchase;
