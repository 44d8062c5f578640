import { atAnyBranch, identity, type ProductPageContent } from '@mboa/shared';
import support from '../support.en';
import illustrationSrc from '../../illustrations/business-loans.svg';

const businessLoans = {
  meta: {
    title: `Business loans | ${identity.shortName}`,
    description: `Unsecured, real estate, special and seed loans for traders, SMEs and cooperatives in ${identity.address.country.en}, with repayments planned around your business.`,
  },
  banner: {
    title: 'Business Loans',
    description:
      'Finance to start, stock up, equip or build: four kinds of loan for traders, SMEs, farmers’ cooperatives and growing companies.',
  },
  support,
  overview: {
    heading: 'A loan shaped around your business plan',
    paragraphs: [
      'Tell us what the money is for and how your business earns. Your adviser helps you choose the right kind of loan, the amount and a repayment plan your cash flow can carry.',
      'Because we are a credit union, the loans we make come from our members’ savings and go back into businesses in the community.',
    ],
    features: [
      {
        title: 'Repayments that fit your cash flow',
        text: 'Monthly, or planned around your harvest or trading season.',
      },
      {
        title: 'A clear decision',
        text: 'Your adviser tells you what is missing from a file and explains every decision.',
      },
      { title: 'Repay from your phone', text: `Pay instalments in the app, online, by USSD or ${atAnyBranch('en')}.` },
      { title: 'Advice along the way', text: 'Help with your business plan, your records and your next step.' },
    ],
    illustration: {
      src: illustrationSrc,
      alt: 'A market stall with a striped canopy and bowls of produce, beside a stack of coins and a large golden key.',
      width: 320,
      height: 240,
    },
  },
  options: {
    heading: 'Four kinds of business loan',
    intro:
      'Interest rates, amounts and terms depend on the loan and your business; your adviser gives you a written offer before you sign, with the annual percentage rate, the total cost of the loan and the repayment schedule.',
    items: [
      {
        title: 'Unsecured loan',
        purpose:
          'For short-term needs such as new stock, a large order or a small piece of equipment, without pledging property.',
        points: [
          'No property pledged; a guarantor or savings held as guarantee may be asked',
          'Based on your turnover and your record with us',
          'Short term, repaid from sales',
        ],
      },
      {
        title: 'Real estate loan',
        purpose: 'To buy, build or extend business premises: a shop, a warehouse, a workshop or a cold room.',
        points: ['Secured on the property', 'Longer repayment period', 'Paid in stages as the works progress'],
      },
      {
        title: 'Special loan',
        purpose:
          'For one-off needs outside the usual cycle: a public or private contract, a seasonal campaign, or recovery after a loss.',
        points: [
          'Terms agreed case by case',
          'Repayment planned around the contract or season',
          'Guarantees agreed with your adviser',
        ],
      },
      {
        title: 'Seed loan',
        purpose:
          'To start or formalise a small business, for example a young entrepreneur, a new cooperative or a trader leaving the informal sector.',
        points: [
          'Small first amounts that grow with your record',
          'Coaching on records and planning',
          'A guarantor or group guarantee may stand in for collateral',
        ],
      },
    ],
  },
  eligibility: {
    heading: 'What a loan file needs',
    items: [
      'The business registration and taxpayer number (NIU)',
      'A valid national ID card or passport for each owner or signatory',
      'Recent statements or sales records showing your turnover',
      'A short description of what the loan is for and how it will be repaid',
    ],
  },
  nextStep: {
    heading: 'Apply for a business loan',
    text: `A loan application is made with a business adviser, not on this website. Write to ${identity.email.info} with what the loan is for and how much you need, and we reply within two working days with a time to meet and the list of documents; or come and see us ${atAnyBranch('en')}. The button below leads to the online banking sign-in page, for businesses that already bank with us.`,
    action: { kind: 'route', label: 'Apply for a Business Loan', to: '/login' },
  },
  related: {
    heading: 'Related pages',
    links: [
      {
        title: 'Business credit account',
        summary: 'A credit line you draw on as you need it.',
        href: '/business_credit_account',
        linkText: 'Business credit account details',
      },
      {
        title: 'Group loans',
        summary: 'Loans for njangie groups and meeting houses.',
        href: '/group-societies#loan_application',
        linkText: 'How to apply for a group loan',
      },
      {
        title: 'Personal loans',
        summary: 'For school fees, housing, health and family projects.',
        href: '/personal-loans',
        linkText: 'Personal loan details',
      },
    ],
  },
} satisfies ProductPageContent;

export default businessLoans;
