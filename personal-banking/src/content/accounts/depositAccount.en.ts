import { atAnyBranch, identity, type ProductPageContent } from '@mboa/shared';
import illustrationSrc from '../../illustrations/deposit.svg';
import support from '../support.en';

const depositAccount = {
  meta: {
    title: `Deposit account | ${identity.shortName}`,
    description: `Keep your money safe in a deposit account you can pay into and draw on whenever you need, with free transfers to other ${identity.shortName} accounts.`,
  },
  banner: {
    title: 'Deposit Account',
    description: 'Keep your money safe with us and reach it whenever you need it, at the counter or from your phone.',
  },
  support,
  overview: {
    heading: 'Your money safe, and there when you need it',
    paragraphs: [
      'A deposit account is where you keep the money you use: takings from the shop, your salary, money sent by family. You pay in when you have cash and draw on it when you need to.',
      'It suits anyone who wants to stop keeping large sums at home or at the stall.',
    ],
    features: [
      {
        title: 'Safer than cash at home',
        text: 'Money in your account is out of reach of fire, theft and the temptation to spend it.',
      },
      {
        title: 'Withdraw when you need',
        text: 'Take out cash at the counter, or move money in the app whenever you need it.',
      },
      {
        title: 'Receive payments',
        text: 'Salary, rent from tenants or support from family can be paid straight into the account.',
      },
      {
        title: 'Statements on request',
        text: 'Get a statement for a landlord, a visa file or a loan application; it can be checked on our Verify Statement page.',
      },
      {
        title: `Free transfers between ${identity.shortName} accounts`,
        text: 'Paying a supplier or a relative who banks with us costs nothing.',
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: 'An open green safe holding neat stacks of banknotes and coins.',
      width: 320,
      height: 240,
    },
  },
  eligibility: {
    heading: 'Who can open it and what to bring',
    intro: 'In the app you upload photos of these documents; at a branch, bring the originals.',
    items: [
      'A valid national ID card or passport',
      'Proof of address: a recent ENEO or CAMWATER bill, or a location plan',
    ],
  },
  fees: {
    heading: 'Fees',
    facts: [{ label: `Transfers to other ${identity.shortName} accounts`, value: 'Free' }],
    note: 'Ask us for the full list of charges before you open the account.',
  },
  nextStep: {
    heading: 'Open your deposit account',
    text: `Send us a message and an adviser will explain what to fill in and what to bring; you then open the account ${atAnyBranch('en')}. You can also open it yourself in the app in minutes.`,
    action: {
      kind: 'mail',
      label: 'Write to us to open a deposit account',
      mailbox: 'info',
      subject: 'Deposit Account application',
    },
  },
  related: {
    heading: 'Related pages',
    links: [
      {
        title: 'Account deposit',
        summary: 'Pay money in at a branch, through a daily collector or an agent.',
        href: '/Deposit',
        linkText: 'Ways to pay money in',
      },
      {
        title: 'Savings account',
        summary: 'Put money aside with no monthly maintenance fees.',
        href: '/savings_account',
        linkText: 'Savings account details',
      },
      {
        title: 'Ways to bank',
        summary: 'Use the app, online banking or USSD on any phone.',
        href: '/ways-to-bank',
        linkText: 'Compare ways to bank',
      },
    ],
  },
} satisfies ProductPageContent;

export default depositAccount;
