import { identity, type ProductPageContent } from '@mboa/shared';
import support from '../support.en';
import illustrationSrc from '../../illustrations/business-credit.svg';

const businessCreditAccount = {
  meta: {
    title: `Business credit account | ${identity.shortName}`,
    description:
      'A business credit line with flexible repayment and a limit tailored to your turnover, for registered businesses trading for 12 months or more.',
  },
  banner: {
    title: 'Business Credit Account',
    description:
      'Credit that follows the rhythm of your trade: draw on it when stock or an order needs paying, repay as your customers pay you.',
  },
  support,
  overview: {
    heading: 'Cash when the business needs it',
    paragraphs: [
      'A business credit account gives you a credit limit agreed in advance. You draw on it when you need to, and interest runs only on what you use.',
      'Your limit and repayment plan are set after we look at your business: its turnover, its season and its record with us.',
    ],
    features: [
      {
        title: 'Flexible repayment',
        text: 'Repay as your sales come in: monthly, by season, or in one payment when an order is paid.',
      },
      { title: 'Tailored limits', text: 'A limit set to your turnover, raised as your business and your record grow.' },
      {
        title: 'Draw it from your phone',
        text: 'Move funds from the credit account to your business account in the app or online.',
      },
      { title: 'An adviser who knows your trade', text: 'Review your limit with the same business adviser each year.' },
    ],
    illustration: {
      src: illustrationSrc,
      alt: 'Two business people shake hands below a calendar with one date ticked.',
      width: 320,
      height: 240,
    },
  },
  eligibility: {
    heading: 'Eligibility',
    intro: 'To apply, your business needs:',
    items: ['A registered business with valid documents', 'Good credit standing', 'At least 12 months of operation'],
  },
  nextStep: {
    heading: 'Apply for a business credit account',
    text: 'Write to us with the name of your business, what it does and how long it has traded. A business adviser replies within two working days.',
    action: { kind: 'mail', label: 'Apply Now', mailbox: 'info', subject: 'Business Credit Account application' },
  },
  related: {
    heading: 'Related pages',
    links: [
      {
        title: 'Business loans',
        summary: 'Unsecured, real estate, special and seed loans.',
        href: '/business_loans',
        linkText: 'Business loan details',
      },
      {
        title: 'Business deposit account',
        summary: 'Bank the takings and pay suppliers from one account.',
        href: '/business_deposit_account',
        linkText: 'Business deposit account details',
      },
      {
        title: 'Corporate account',
        summary: 'High limits and multi-user access for larger companies.',
        href: '/corperate_account',
        linkText: 'Corporate account details',
      },
    ],
  },
} satisfies ProductPageContent;

export default businessCreditAccount;
