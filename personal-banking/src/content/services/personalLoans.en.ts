import { identity, type ProductPageContent } from '@mboa/shared';
import illustrationSrc from '../../illustrations/personal-loans.svg';
import support from '../support.en';

const personalLoans = {
  meta: {
    title: `Personal loans | ${identity.shortName}`,
    description: `Personal loans from ${identity.shortName} for school fees, building or repairing a home, medical costs and family events, with repayments set to your income.`,
  },
  banner: {
    title: 'Personal Loans',
    description:
      'Borrow for school fees, your home, your health or a family event, and repay in instalments you can manage.',
  },
  support,
  overview: {
    heading: 'Finance the things that matter to your family',
    paragraphs: [
      'A personal loan is a sum you borrow once and repay in regular instalments over an agreed period. Members use it when a large expense cannot wait for their savings to catch up.',
      'The rate and the term depend on the amount and your income. Ask us for the current rate; an adviser works out the repayments with you before you apply.',
    ],
    features: [
      {
        title: 'School fees on time',
        text: 'Pay the fees at the start of the school year and spread the cost over the months that follow.',
      },
      {
        title: 'Build or repair your home',
        text: 'Finish a roof, add a room or buy materials while the prices are right.',
      },
      {
        title: 'Health and family events',
        text: 'Cover hospital bills, a wedding or a funeral without selling what you have built up.',
      },
      {
        title: 'Instalments that fit your income',
        text: 'Repayments are set from your salary or trading income, so the loan stays affordable.',
      },
      {
        title: 'Everything in writing',
        text: 'You receive the annual percentage rate, the total cost of the loan and the repayment schedule before you sign.',
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: 'A house, a school and a heart with a cross, each linked by a dotted line to a gold coin.',
      width: 320,
      height: 240,
    },
  },
  eligibility: {
    heading: 'Who can apply and what to bring',
    items: [
      'Aged 18 or over',
      `A ${identity.shortName} account`,
      'Proof of income or employment',
      'A valid national ID card or passport',
    ],
  },
  nextStep: {
    heading: 'Talk to us about a loan',
    text: 'Tell us what the loan is for and roughly how much you need. An adviser replies with the documents to prepare and explains the rate and repayments.',
    action: { kind: 'mail', label: 'Ask about a personal loan', mailbox: 'info', subject: 'Personal loan enquiry' },
  },
  related: {
    heading: 'Related pages',
    links: [
      {
        title: 'Credit account',
        summary: 'Borrow within an agreed limit, repaid from your income.',
        href: '/credit_account',
        linkText: 'Compare with the credit account',
      },
      {
        title: 'Savings account',
        summary: 'Build savings alongside your loan, with no monthly maintenance fees.',
        href: '/savings_account',
        linkText: 'Savings account details',
      },
      {
        title: 'Personal account',
        summary: 'No account yet? See which one suits you.',
        href: '/personal-account',
        linkText: 'Choose a personal account',
      },
    ],
  },
} satisfies ProductPageContent;

export default personalLoans;
