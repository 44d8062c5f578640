import { identity, type ProductPageContent } from '@mboa/shared';
import illustrationSrc from '../../illustrations/personal-account.svg';
import support from '../support.en';

const personalAccount = {
  meta: {
    title: `Personal account | ${identity.shortName}`,
    description: `Compare ${identity.shortName} personal accounts for adults, students, children and traders, and see what to bring. Open one in the app in minutes or at a branch.`,
  },
  banner: {
    title: 'Personal Account',
    description: `A personal account makes you a member of ${identity.name}, a credit union owned by the people who bank with it.`,
  },
  support,
  overview: {
    heading: 'An account for each stage of your life',
    paragraphs: [
      'Choose from savings, deposit, credit, student, daily savings, minor and individual accounts. Each one comes with the app, online banking and USSD, so you can bank from any phone.',
      'You can open an account in the app in minutes, or at a branch if you prefer to talk it through.',
    ],
    features: [
      { title: 'Savings with no monthly maintenance fees', text: 'Savings accounts have no monthly maintenance fees.' },
      {
        title: 'Students from 16',
        text: 'Student accounts have no monthly maintenance fees and need proof of student status.',
      },
      { title: 'Children under 18', text: 'A parent or guardian opens a minor account in the child’s name.' },
      {
        title: 'Traders paid in cash',
        text: 'With a daily savings account, a collector comes to your stall to take your savings.',
      },
      {
        title: `Free transfers between ${identity.shortName} accounts`,
        text: `Whichever account you choose, sending money to another ${identity.shortName} account costs nothing.`,
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: 'A phone showing an account screen next to a closed wallet.',
      width: 320,
      height: 240,
    },
  },
  eligibility: {
    heading: 'Who can open one and what to bring',
    items: [
      'Aged 18 or over for savings, credit and individual accounts',
      'Aged 16 or over for a student account, with proof of student status',
      'For a minor account: a child under 18, with the parent’s or guardian’s ID and proof of address',
      'A valid national ID card or passport, and proof of address',
      'For a credit account: proof of income or employment',
    ],
  },
  fees: {
    heading: 'Fees',
    facts: [
      { label: 'Savings accounts: monthly maintenance fee', value: 'None' },
      { label: 'Student accounts: monthly maintenance fee', value: 'None' },
      { label: `Transfers to other ${identity.shortName} accounts`, value: 'Free' },
    ],
  },
  nextStep: {
    heading: 'Not sure which account to choose?',
    text: 'Tell us a little about how you earn and what you are saving for. An adviser replies with the account that fits and the documents to bring.',
    action: {
      kind: 'mail',
      label: 'Ask which account suits you',
      mailbox: 'info',
      subject: 'Personal Account enquiry',
    },
  },
  related: {
    heading: 'Related pages',
    links: [
      {
        title: 'Individual account',
        summary: 'An everyday account in your own name.',
        href: '/individual_account',
        linkText: 'Individual account details',
      },
      {
        title: 'Savings account',
        summary: 'No monthly maintenance fees on your savings.',
        href: '/savings_account',
        linkText: 'Savings account details',
      },
      {
        title: 'Ways to bank',
        summary: 'The app, online banking, USSD and the virtual card.',
        href: '/ways-to-bank',
        linkText: 'See all ways to bank',
      },
    ],
  },
} satisfies ProductPageContent;

export default personalAccount;
