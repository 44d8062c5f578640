import { identity, type ProductPageContent } from '@mboa/shared';
import support from '../support.en';
import illustrationSrc from '../../illustrations/business-deposit.svg';

const businessDepositAccount = {
  meta: {
    title: `Business deposit account | ${identity.shortName}`,
    description:
      'Bank the day’s takings safely, pay suppliers and staff, and keep a clear record for your accounts and taxes in one business deposit account.',
  },
  banner: {
    title: 'Business Deposit Account',
    description:
      'The everyday account of your business: bank the takings, pay suppliers and salaries, and keep one clear record of every franc.',
  },
  support,
  overview: {
    heading: 'Stop keeping the takings under the counter',
    paragraphs: [
      'Cash left in the shop overnight is at risk. Pay it in at a branch, hand it to one of our daily collectors at your stall, or move it from mobile money, and it is safe and on record the same day.',
      'Your monthly statement shows every deposit and payment, which makes bookkeeping, a tax declaration or a loan application much simpler.',
    ],
    features: [
      { title: 'Deposits your way', text: 'At the counter, through a daily collector, or from mobile money.' },
      {
        title: 'Pay suppliers and staff',
        text: `Transfer to suppliers, and pay salaries to ${identity.shortName} accounts at no cost.`,
      },
      { title: 'Several signatories', text: 'Decide who may sign for withdrawals and payments, alone or together.' },
      { title: 'Clear statements', text: 'A monthly statement, and every transaction in the app and online.' },
      {
        title: 'A record that helps you borrow',
        text: 'Regular deposits show your turnover when you apply for a business loan.',
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: 'A market trader in a yellow head wrap slides a bundle of banknotes into the slot of a green safe.',
      width: 320,
      height: 240,
    },
  },
  eligibility: {
    heading: 'What to bring',
    items: [
      'The business registration (trade register, cooperative or association registration)',
      'The taxpayer number (NIU) of the business',
      'A valid national ID card or passport for each signatory',
      'Proof of the business address',
    ],
  },
  fees: {
    heading: 'Fees',
    facts: [{ label: `Transfers to other ${identity.shortName} accounts`, value: 'Free' }],
    note: 'Ask us for the current tariff of account keeping and other services before you open the account.',
  },
  nextStep: {
    heading: 'Open a business deposit account',
    text: 'Write to us with the name of your business and a phone number. A business adviser replies within two working days with the forms and a time to meet.',
    action: {
      kind: 'mail',
      label: 'Write to us to open a business deposit account',
      mailbox: 'info',
      subject: 'Business Deposit Account application',
    },
  },
  related: {
    heading: 'Related pages',
    links: [
      {
        title: 'Business savings account',
        summary: 'Set profits aside with no monthly maintenance fees.',
        href: '/business_saving_account',
        linkText: 'Business savings account details',
      },
      {
        title: 'Business credit account',
        summary: 'A credit line with tailored limits and flexible repayment.',
        href: '/business_credit_account',
        linkText: 'Business credit account details',
      },
      {
        title: 'Daily savings account',
        summary: 'A collector comes to your stall for the day’s savings.',
        href: '/daily_saving_account',
        linkText: 'Daily savings account details',
      },
    ],
  },
} satisfies ProductPageContent;

export default businessDepositAccount;
