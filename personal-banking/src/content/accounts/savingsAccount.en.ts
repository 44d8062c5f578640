import { atAnyBranch, identity, type ProductPageContent } from '@mboa/shared';
import illustrationSrc from '../../illustrations/savings.svg';
import support from '../support.en';

const savingsAccount = {
  meta: {
    title: `Savings account | ${identity.shortName}`,
    description:
      'Save for school fees, rent or hard times in a savings account with no monthly maintenance fees. Open it in the app or at a branch.',
  },
  banner: {
    title: 'Savings Account',
    description:
      'A safe place for the money you put aside for school fees, rent or hard times, with no monthly maintenance fees.',
  },
  support,
  overview: {
    heading: 'Keep more of what you save',
    paragraphs: [
      'A savings account keeps the money you do not need today apart from your everyday spending. It suits adults building a reserve for school fees, a building project, a wedding or an emergency.',
      'Your savings earn interest. Rates change from time to time, so ask us for the current rate before you open the account.',
    ],
    features: [
      {
        title: 'No monthly maintenance fees',
        text: 'Nothing is taken from your balance each month just for keeping the account open.',
      },
      {
        title: 'Pay in your way',
        text: 'Deposit at a branch, hand cash to a daily collector or pay in from mobile money.',
      },
      {
        title: `Free transfers to ${identity.shortName} accounts`,
        text: `Move money to your own or another member’s ${identity.shortName} account at no cost.`,
      },
      {
        title: 'Check it from any phone',
        text: 'See your balance in the app, online, or by USSD when you have no data.',
      },
      {
        title: 'Owned by its members',
        text: 'As a credit union, we lend members’ savings to other members, so your money works close to home.',
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: 'A glass jar full of gold coins beside a stack of coins with a young plant growing from it.',
      width: 320,
      height: 240,
    },
  },
  eligibility: {
    heading: 'Who can open it and what to bring',
    intro: 'Bring the originals to a branch, or have clear photos of them ready if you open it in the app.',
    items: [
      'Aged 18 or over',
      'A valid national ID card or passport',
      'Proof of address: a recent ENEO or CAMWATER bill, or a location plan',
    ],
  },
  fees: {
    heading: 'Fees',
    facts: [
      { label: 'Monthly maintenance fee', value: 'None' },
      { label: `Transfers to other ${identity.shortName} accounts`, value: 'Free' },
    ],
    note: 'For any other charge, ask us for the current tariff before you open the account.',
  },
  nextStep: {
    heading: 'Open your savings account',
    text: `Write to us with your name and phone number. An adviser replies within two working days with the form; you then open the account ${atAnyBranch('en')}, or in the app.`,
    action: {
      kind: 'mail',
      label: 'Write to us to open a savings account',
      mailbox: 'info',
      subject: 'Savings Account application',
    },
  },
  related: {
    heading: 'Related pages',
    links: [
      {
        title: 'Daily savings account',
        summary: 'Save a little from each day’s sales; a collector comes to your stall.',
        href: '/daily_saving_account',
        linkText: 'Daily savings account details',
      },
      {
        title: 'Student account',
        summary: 'No monthly maintenance fees for students aged 16 and over.',
        href: '/student-Account',
        linkText: 'Student account details',
      },
      {
        title: 'Free bank transfers',
        summary: `Send money to any ${identity.shortName} account at no cost.`,
        href: '/bank_transfer',
        linkText: 'How free transfers work',
      },
    ],
  },
} satisfies ProductPageContent;

export default savingsAccount;
