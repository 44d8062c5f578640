import { identity, type ProductPageContent } from '@mboa/shared';
import illustrationSrc from '../../illustrations/individual.svg';
import support from '../support.en';

const individualAccount = {
  meta: {
    title: `Individual account | ${identity.shortName}`,
    description:
      'An everyday account in your own name for adults: receive your salary, pay bills, shop online and send money from your phone or a branch.',
  },
  banner: {
    title: 'Individual Account',
    description: 'An everyday account in your own name, for your salary, your bills and your plans.',
  },
  support,
  overview: {
    heading: 'One account for your everyday money',
    paragraphs: [
      'An individual account is held in your name alone. It suits salaried workers, civil servants, teachers, nurses and anyone who wants one place for the money that comes in and goes out each month.',
      'Add the services you need: the app, online banking, USSD, a virtual card and bill payment.',
    ],
    features: [
      { title: 'Yours alone', text: 'Only you sign for withdrawals and decide how the money is used.' },
      { title: 'Salary paid in', text: 'Give your employer your account number and your salary arrives directly.' },
      {
        title: 'Bills and shopping',
        text: 'Pay electricity, water and TV bills, and shop online with a virtual card.',
      },
      {
        title: 'Bank from anywhere',
        text: 'Use the app or online banking in town, and USSD when you travel where the network is weak.',
      },
      {
        title: `Free transfers between ${identity.shortName} accounts`,
        text: 'Send money to family, your landlord or your own savings at no cost when they bank with us.',
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: 'An identity card with a photo beside a wallet holding a banknote.',
      width: 320,
      height: 240,
    },
  },
  eligibility: {
    heading: 'Who can open it and what to bring',
    items: [
      'Aged 18 or over',
      'A valid national ID card or passport',
      'Proof of address: a recent ENEO or CAMWATER bill, or a location plan',
    ],
  },
  fees: {
    heading: 'Fees',
    facts: [{ label: `Transfers to other ${identity.shortName} accounts`, value: 'Free' }],
    note: 'Any other charge is listed in our tariff; ask for it at a branch or by e-mail.',
  },
  nextStep: {
    heading: 'Open your individual account',
    text: 'Send us a short message and an adviser will reply with the form. If you prefer, open it yourself in the app in minutes.',
    action: {
      kind: 'mail',
      label: 'Write to us to open an individual account',
      mailbox: 'info',
      subject: 'Individual Account application',
    },
  },
  related: {
    heading: 'Related pages',
    links: [
      {
        title: 'Pay bills',
        summary: 'Electricity, water and TV bills paid without a queue.',
        href: '/pay-bills',
        linkText: 'Bill payment details',
      },
      {
        title: 'Virtual card',
        summary: 'A card for safe online shopping and subscriptions.',
        href: '/virtual-card',
        linkText: 'Virtual card details',
      },
      {
        title: 'Credit account',
        summary: 'Credit set up around your salary.',
        href: '/credit_account',
        linkText: 'Credit account details',
      },
    ],
  },
} satisfies ProductPageContent;

export default individualAccount;
