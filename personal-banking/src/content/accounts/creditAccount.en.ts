import { identity, type ProductPageContent } from '@mboa/shared';
import illustrationSrc from '../../illustrations/credit.svg';
import support from '../support.en';

const creditAccount = {
  meta: {
    title: `Credit account | ${identity.shortName}`,
    description:
      'A credit account for salaried workers and traders with a steady income: borrow within an agreed limit and repay in line with what you earn.',
  },
  banner: {
    title: 'Credit Account',
    description:
      'Credit for your plans, set up around your salary or your business takings, with every cost explained before you sign.',
  },
  support,
  overview: {
    heading: 'Credit that follows your income',
    paragraphs: [
      'A credit account lets you borrow within a limit agreed with you, based on what you earn. It suits salaried workers and traders with a regular income who need to cover a big expense or restock before payday.',
      'The interest rate depends on the amount and the term. Ask us for the current rate; we give you the full cost in writing before you commit.',
    ],
    features: [
      {
        title: 'A limit set with you',
        text: 'Your limit is worked out from your proof of income, so you borrow only what you can repay.',
      },
      {
        title: 'Repayments on your payday',
        text: 'Repayments can be timed to your salary date or to the rhythm of your trade.',
      },
      { title: 'No hidden costs', text: 'Before you sign, you see the rate, the total cost and each repayment date.' },
      {
        title: 'A record that counts',
        text: 'Repaying on time builds the track record that helps when you apply for a larger loan later.',
      },
      {
        title: `Free transfers between ${identity.shortName} accounts`,
        text: 'Pay a supplier or a school that banks with us without a transfer fee.',
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: 'A signed agreement and a pen beside an arrow rising over a stack of gold coins.',
      width: 320,
      height: 240,
    },
  },
  eligibility: {
    heading: 'Who can open it and what to bring',
    intro: 'An adviser looks at your documents with you and explains how your limit is set.',
    items: [
      'Aged 18 or over',
      'A valid national ID card or passport',
      'Proof of address: a recent ENEO or CAMWATER bill, or a location plan',
      'Proof of income or employment, such as recent payslips, an employment letter or records of your trading income',
    ],
  },
  fees: {
    heading: 'Fees',
    facts: [{ label: `Transfers to other ${identity.shortName} accounts`, value: 'Free' }],
    note: 'Interest and any charges on credit depend on the amount and the term. You receive the figures in writing before you agree.',
  },
  nextStep: {
    heading: 'Apply for a credit account',
    text: 'Tell us what you do for a living and what you need the credit for. An adviser replies with the documents to prepare and a time to meet.',
    action: {
      kind: 'mail',
      label: 'Write to us to apply for a credit account',
      mailbox: 'info',
      subject: 'Credit Account application',
    },
  },
  related: {
    heading: 'Related pages',
    links: [
      {
        title: 'Personal loans',
        summary: 'A one-off loan for school fees, housing, health or a family project.',
        href: '/personal-loans',
        linkText: 'Personal loan details',
      },
      {
        title: 'Individual account',
        summary: 'An everyday account in your own name for your salary and bills.',
        href: '/individual_account',
        linkText: 'Individual account details',
      },
      {
        title: 'Pay bills',
        summary: 'Pay electricity, water and TV bills from your phone.',
        href: '/pay-bills',
        linkText: 'How to pay bills',
      },
    ],
  },
} satisfies ProductPageContent;

export default creditAccount;
