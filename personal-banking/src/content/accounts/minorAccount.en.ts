import { atAnyBranch, identity, type ProductPageContent } from '@mboa/shared';
import illustrationSrc from '../../illustrations/minor.svg';
import support from '../support.en';

const minorAccount = {
  meta: {
    title: `Minor account | ${identity.shortName}`,
    description:
      'Start saving for a child under 18 with a minor account, opened and managed by a parent or guardian with their ID and proof of address.',
  },
  banner: {
    title: 'Minor Account',
    description:
      'Savings in your child’s name, opened and looked after by you until they are old enough to manage their own money.',
  },
  support,
  overview: {
    heading: 'Give your child a head start',
    paragraphs: [
      'A minor account is for children under 18. A parent or guardian opens it in the child’s name and manages it on their behalf.',
      'Use it to put aside birthday money, gifts from relatives and savings for secondary school or university, well before the fees are due.',
    ],
    features: [
      {
        title: 'Start early',
        text: 'Even small amounts saved from a child’s first years make a difference by the time school fees rise.',
      },
      {
        title: 'You stay in control',
        text: 'The parent or guardian manages the account and authorises every withdrawal.',
      },
      {
        title: 'Family can contribute',
        text: 'Grandparents, aunts and uncles who bank with us can pay in by transfer at no cost.',
      },
      {
        title: 'Teach good habits',
        text: 'Look at the balance together and talk through each deposit; our Money Skills programme has ideas for all ages.',
      },
      {
        title: 'Ready for adulthood',
        text: 'When your child turns 18, we help them move the savings into an account in their own name.',
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: 'A parent with a hand on the shoulder of a child who is holding a piggy bank.',
      width: 320,
      height: 240,
    },
  },
  eligibility: {
    heading: 'Who can open it and what to bring',
    intro: 'The parent or guardian opens the account and brings the child’s birth certificate and their own documents.',
    items: [
      'For a child under 18',
      'Opened by a parent or guardian',
      'The parent’s or guardian’s valid national ID card or passport',
      'The parent’s or guardian’s proof of address: a recent ENEO or CAMWATER bill, or a location plan',
      'The child’s birth certificate',
      'For a guardian, the court decision that appoints them',
    ],
  },
  fees: {
    heading: 'Fees',
    facts: [{ label: `Transfers to other ${identity.shortName} accounts`, value: 'Free' }],
  },
  nextStep: {
    heading: 'Open an account for your child',
    text: `Write to us with your name and your child’s first name and age. An adviser replies with the form and the documents to bring; you then open the account ${atAnyBranch('en')}.`,
    action: {
      kind: 'mail',
      label: 'Write to us to open a minor account',
      mailbox: 'info',
      subject: 'Minor Account application',
    },
  },
  related: {
    heading: 'Related pages',
    links: [
      {
        title: 'Student account',
        summary: 'From 16, students can have their own account with no monthly maintenance fees.',
        href: '/student-Account',
        linkText: 'Student account for ages 16 and over',
      },
      {
        title: 'Savings account',
        summary: 'Your own savings, with no monthly maintenance fees.',
        href: '/savings_account',
        linkText: 'Savings account details',
      },
      {
        title: 'Free bank transfers',
        summary: `Relatives with a ${identity.shortName} account can send money to your child free.`,
        href: '/bank_transfer',
        linkText: 'How free transfers work',
      },
    ],
  },
} satisfies ProductPageContent;

export default minorAccount;
