import { identity, phoneOnOneLine, type ProductPageContent } from '@mboa/shared';
import illustrationSrc from '../../illustrations/daily-savings.svg';
import support from '../support.en';

const dailySavingsAccount = {
  meta: {
    title: `Daily savings account | ${identity.shortName}`,
    description:
      'Save a little from each day’s sales: a daily cash collector visits your stall or shop and pays your savings into your own account.',
  },
  banner: {
    title: 'Daily Savings Account',
    description: 'For traders and everyone paid in cash: set something aside every day without leaving your stall.',
  },
  support,
  overview: {
    heading: 'Save every day without leaving your stall',
    paragraphs: [
      `Our daily cash collectors go round the markets and shops. You hand over what you want to save from the day’s sales, and the collector pays it into your ${identity.shortName} account.`,
      'It suits market traders, shopkeepers, tailors, hairdressers, taxi and bike drivers: anyone who earns in cash and finds it hard to save at the end of the month.',
    ],
    features: [
      {
        title: 'A collector comes to you',
        text: 'No queue at the branch and no closing your stall to bank your takings.',
      },
      {
        title: 'Small sums add up',
        text: 'A little from each day’s sales builds a reserve for stock, rent or school fees.',
      },
      {
        title: 'Every collection recorded',
        text: 'Each amount the collector takes is credited to your account, and you can check the balance by USSD or in the app.',
      },
      { title: 'Cash off the premises', text: 'Less cash in the drawer at closing time means less to lose to theft.' },
      {
        title: `Free transfers between ${identity.shortName} accounts`,
        text: 'Pay your wholesaler from your savings without a transfer fee if they bank with us.',
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: 'A market trader in a headwrap handing a gold coin to a savings bag, beside a calendar with today ticked.',
      width: 320,
      height: 240,
    },
  },
  eligibility: {
    heading: 'Who can open it and what to bring',
    intro: `Unsure whether someone is a real ${identity.shortName} collector? Call us on ${phoneOnOneLine()} before you hand over any cash.`,
    items: [
      'A valid national ID card or passport',
      'Proof of address: a recent ENEO or CAMWATER bill, or a location plan',
      'The market and stall number, or the address of your shop, so that the collector can find you',
    ],
  },
  fees: {
    heading: 'Fees',
    facts: [{ label: `Transfers to other ${identity.shortName} accounts`, value: 'Free' }],
    note: 'Ask your collector, or ask at a branch, for the list of charges on the account.',
  },
  nextStep: {
    heading: 'Ask for a collector to visit',
    text: 'Tell us your name, your market or street and your phone number. An adviser calls you back and arranges a collector’s visit to your stall or shop.',
    action: {
      kind: 'mail',
      label: 'Write to us to open a daily savings account',
      mailbox: 'info',
      subject: 'Daily Savings Account application',
    },
  },
  related: {
    heading: 'Related pages',
    links: [
      {
        title: 'Account deposit',
        summary: 'Other ways to pay money in: branch, agent or mobile money.',
        href: '/Deposit',
        linkText: 'All ways to pay in',
      },
      {
        title: 'Savings account',
        summary: 'Put money aside with no monthly maintenance fees.',
        href: '/savings_account',
        linkText: 'Savings account details',
      },
      {
        title: 'Credit account',
        summary: 'Credit to restock, repaid in line with your takings.',
        href: '/credit_account',
        linkText: 'Credit account details',
      },
    ],
  },
} satisfies ProductPageContent;

export default dailySavingsAccount;
