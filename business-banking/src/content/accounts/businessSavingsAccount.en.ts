import { atAnyBranch, identity, type ProductPageContent } from '@mboa/shared';
import support from '../support.en';
import illustrationSrc from '../../illustrations/business-savings.svg';

const businessSavingsAccount = {
  meta: {
    title: `Business savings account | ${identity.shortName}`,
    description:
      'Grow your business reserve with attractive interest, easy deposits and withdrawals and no monthly maintenance fees. Manage it in the app.',
  },
  banner: {
    title: 'Business Savings Account',
    description:
      'Put your profits to work: a savings account for shops, SMEs and cooperatives with attractive interest and no monthly maintenance fees.',
  },
  support,
  overview: {
    heading: 'A reserve that works as hard as you do',
    paragraphs: [
      'Keep the money your business sets aside, for new stock, equipment, rent or the slow season, apart from the cash you trade with every day.',
      'Rates are reviewed from time to time, so your adviser gives you the current rate before you open the account.',
    ],
    features: [
      {
        title: 'Attractive interest',
        text: 'Your reserve earns interest, so money waiting for the next investment still grows.',
      },
      {
        title: 'Easy deposits and withdrawals',
        text: `Pay in through a daily collector, from mobile money or ${atAnyBranch('en')}; withdraw when the business needs it.`,
      },
      {
        title: 'Digital banking and the mobile app',
        text: 'See the balance and move money between your business accounts from a phone or computer.',
      },
      {
        title: 'Business support',
        text: 'A business adviser helps you plan a savings target and prepare for a loan later.',
      },
      {
        title: 'No monthly maintenance fees',
        text: 'Nothing is taken from your balance each month just for keeping the account open.',
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: 'A small shop with a striped awning and a shopkeeper at the window, beside coin stacks that grow taller under a rising arrow.',
      width: 320,
      height: 240,
    },
  },
  eligibility: {
    heading: 'What to bring',
    intro: 'A business of any size can open one: a trader, a workshop, an SME or a cooperative.',
    items: [
      'The business registration (trade register or cooperative registration)',
      'The taxpayer number (NIU) of the business',
      'A valid national ID card or passport for each signatory',
      'Proof of the business address',
    ],
  },
  fees: {
    heading: 'Fees',
    facts: [
      { label: 'Monthly maintenance fee', value: 'None' },
      { label: `Transfers to other ${identity.shortName} accounts`, value: 'Free' },
    ],
    note: 'For any other charge, ask your adviser for the current tariff before you open the account.',
  },
  nextStep: {
    heading: 'How to open the account',
    text: `A business savings account is opened with a business adviser, not on this website. Write to ${identity.email.info} with the name of your business and a phone number, and we reply within two working days with a time to meet; or bring the documents above and open it ${atAnyBranch('en')}. The button below leads to the online banking sign-in page, for businesses that already bank with us.`,
    action: { kind: 'route', label: 'Open a Business Savings Account', to: '/login' },
  },
  related: {
    heading: 'Related pages',
    links: [
      {
        title: 'Business deposit account',
        summary: 'Collect the day’s takings and pay suppliers from one account.',
        href: '/business_deposit_account',
        linkText: 'Business deposit account details',
      },
      {
        title: 'Business loans',
        summary: 'Unsecured, real estate, special and seed loans for your plans.',
        href: '/business_loans',
        linkText: 'Business loan details',
      },
      {
        title: 'Business online banking',
        summary: 'Run your accounts from your phone or computer.',
        href: '/business_online_banking',
        linkText: 'Business online banking details',
      },
    ],
  },
} satisfies ProductPageContent;

export default businessSavingsAccount;
