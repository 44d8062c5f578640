import { identity, type HubContent } from '@mboa/shared';

const personalBankingHub = {
  meta: {
    title: `Personal banking | ${identity.shortName}`,
    description: `Savings, deposit, credit, student, daily savings, minor and individual accounts, personal loans, free transfers and ways to bank with ${identity.shortName}.`,
  },
  title: 'Personal banking',
  description: `Accounts for every stage of life, from your first savings as a minor to credit for your plans. Open one in the app in minutes or at a branch, and transfer free between ${identity.shortName} accounts.`,
  highlights: [
    `Free transfers between ${identity.shortName} accounts`,
    'No monthly maintenance fees on savings',
    'Open in the app in minutes, or at a branch',
  ],
  groups: [
    {
      heading: 'Accounts',
      intro:
        'Bring a valid national ID card or passport and a proof of address. Personal savings, credit and individual accounts are for adults aged 18 and over.',
      cards: [
        {
          title: 'Personal account',
          summary: 'Compare our personal accounts and see which one fits you.',
          href: '/personal-account',
          linkText: 'Compare personal accounts',
        },
        {
          title: 'Savings account',
          summary: 'Grow your money with no monthly maintenance fees.',
          href: '/savings_account',
          linkText: 'Savings account details',
        },
        {
          title: 'Deposit account',
          summary: 'Keep your money safe and reach it whenever you need it.',
          href: '/deposit_ccount',
          linkText: 'Deposit account details',
        },
        {
          title: 'Credit account',
          summary: 'Credit for your plans, with proof of income or employment.',
          href: '/credit_account',
          linkText: 'Credit account details',
        },
        {
          title: 'Student account',
          summary: 'No monthly maintenance fees for students aged 16 and over, with proof of student status.',
          href: '/student-account',
          linkText: 'Student account details',
        },
        {
          title: 'Daily savings account',
          summary: 'Save a little every day; our daily cash collectors come to you.',
          href: '/daily_saving_account',
          linkText: 'Daily savings account details',
        },
        {
          title: 'Minor account',
          summary: 'For children under 18, opened by a parent or guardian with their ID and proof of address.',
          href: '/minor_account',
          linkText: 'Minor account details',
        },
        {
          title: 'Individual account',
          summary: 'An everyday account in your own name.',
          href: '/individual_account',
          linkText: 'Individual account details',
        },
      ],
    },
    {
      heading: 'Loans and payments',
      intro: 'Borrow for what matters and pay for everyday things from your account.',
      cards: [
        {
          title: 'Personal loans',
          summary: 'Loans for school fees, housing, health and family projects.',
          href: '/personal-loans',
          linkText: 'Personal loan details',
        },
        {
          title: 'Transfers',
          summary: 'Send money from the app, online or by USSD on any phone.',
          href: '/transfer',
          linkText: 'How to send money',
        },
        {
          title: 'Free bank transfers',
          summary: `Transfers between ${identity.shortName} accounts cost nothing.`,
          href: '/bank_transfer',
          linkText: 'How free transfers work',
        },
        {
          title: 'Pay bills',
          summary: 'Pay electricity, water, TV and school bills without queueing.',
          href: '/pay-bills',
          linkText: 'Bill payment details',
        },
        {
          title: 'Account deposit',
          summary: `Pay money into any ${identity.shortName} account at a branch, through a daily collector or an agent.`,
          href: '/Deposit',
          linkText: 'How to deposit',
        },
      ],
    },
    {
      heading: 'Ways to bank',
      intro: 'Bank from your phone, even without data, or online from any computer.',
      cards: [
        {
          title: 'Mobile and online banking',
          summary: 'Check balances, transfer and pay bills from the app or the browser.',
          href: '/ways-to-bank',
          linkText: 'All ways to bank',
        },
        {
          title: 'Virtual card',
          summary: 'A card for safe online shopping and subscriptions.',
          href: '/virtual-card',
          linkText: 'Virtual card details',
        },
        {
          title: 'Purchase online',
          summary: 'Buy from websites and local sellers straight from your account.',
          href: '/purchase',
          linkText: 'Online purchase details',
        },
        {
          title: 'Flight tickets',
          summary: 'Pay for flights online with your virtual card or through a travel agency.',
          href: '/flight-ticket',
          linkText: 'Flight ticket payment details',
        },
      ],
    },
  ],
  help: {
    heading: 'Not sure which account fits you?',
    text: `Chat with us (${identity.liveChat.hours.en}) or write to ${identity.email.support}.`,
    linkText: 'Visit the Help Centre',
    href: '/help-center',
  },
} satisfies HubContent;

export default personalBankingHub;
