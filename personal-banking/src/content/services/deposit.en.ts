import { atAnyBranch, identity, type ProductPageContent } from '@mboa/shared';
import illustrationSrc from '../../illustrations/cash-deposit.svg';
import support from '../support.en';

const deposit = {
  meta: {
    title: `Account deposit | ${identity.shortName}`,
    description: `How to pay money into a ${identity.shortName} account: at a branch counter, through a daily cash collector, through an agent or from mobile money.`,
  },
  banner: {
    title: 'Account Deposit',
    description:
      'Pay money into your own account, or someone else’s, at a branch, through a collector or an agent, or from mobile money.',
  },
  support,
  overview: {
    heading: 'Pay in where it suits you',
    paragraphs: [
      `You can pay money into any ${identity.shortName} account: your own, a child’s, a student’s or a supplier’s. All you need is the account number and the name of the account holder.`,
      'Choose the way that fits your day, whether you work at the market, in an office or far from town.',
    ],
    features: [
      { title: 'At a branch', text: 'Pay cash in at the counter during opening hours.' },
      { title: 'Through a daily collector', text: 'Traders hand their deposit to a collector who visits the market.' },
      { title: 'Through an agent', text: 'Our agents take deposits nearer to where you live and work.' },
      {
        title: 'From mobile money',
        text: 'Move money from your mobile money wallet into your account from your phone.',
      },
      {
        title: 'Keep your receipt',
        text: 'Each cash deposit comes with a receipt; keep it until the amount shows in your history.',
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: 'A customer handing a banknote and coins to a cashier at a counter under an awning.',
      width: 320,
      height: 240,
    },
  },
  eligibility: {
    heading: 'What you need to pay in',
    intro: `${identity.shortName} staff, collectors and agents will never ask for your PIN.`,
    items: [
      'The account number',
      'The full name of the account holder',
      'The cash, or the money in your mobile money wallet',
    ],
  },
  nextStep: {
    heading: 'Find where to pay in near you',
    text: `Pay in ${atAnyBranch('en')}, or through our agents and daily collectors. Tell us your town, neighbourhood or market: we reply with where you can pay in near you.`,
    action: {
      kind: 'mail',
      label: 'Ask where to pay in near you',
      mailbox: 'info',
      subject: 'Account Deposit: where to pay in near me',
    },
  },
  related: {
    heading: 'Related pages',
    links: [
      {
        title: 'Daily savings account',
        summary: 'A collector visits your stall to take your savings.',
        href: '/daily_saving_account',
        linkText: 'How daily savings work',
      },
      {
        title: 'Deposit account',
        summary: 'Keep your money safe and reach it when you need it.',
        href: '/deposit_ccount',
        linkText: 'Deposit account details',
      },
      {
        title: 'Transfers',
        summary: 'Already have money in an account? Send it from your phone.',
        href: '/transfer',
        linkText: 'How to send money',
      },
    ],
  },
} satisfies ProductPageContent;

export default deposit;
