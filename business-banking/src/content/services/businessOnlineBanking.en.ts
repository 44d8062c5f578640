import { identity, type ProductPageContent } from '@mboa/shared';
import support from '../support.en';
import illustrationSrc from '../../illustrations/business-online-banking.svg';

const businessOnlineBanking = {
  meta: {
    title: `Business online banking | ${identity.shortName}`,
    description:
      'Pay suppliers and salaries, approve payments as a team and download statements for your business, from a computer or the mobile app.',
  },
  banner: {
    title: 'Business Online Banking',
    description:
      'Your business accounts on your computer and your phone: payments, salaries, approvals and statements, without queueing at a branch.',
  },
  support,
  overview: {
    heading: 'Run your accounts from the office or on the move',
    paragraphs: [
      'Business online banking gives the owner and the staff they choose access to the business’s accounts, each with their own login and rights.',
      'It works in the browser and in the mobile app, so you can approve a payment from the market as easily as from the office.',
    ],
    features: [
      { title: 'Payments and salaries', text: 'Pay suppliers one by one, or pay every salary at once from a list.' },
      {
        title: 'Approvals',
        text: 'One user prepares, another approves: nothing leaves the account without the signatures you set.',
      },
      { title: 'Statements and reports', text: 'Download statements for your accountant whenever you need them.' },
      {
        title: 'Secure by design',
        text: 'Each user has their own password and code; we never ask for them by phone or e-mail.',
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: 'A laptop and a phone both showing a dashboard with bar charts, with a padlock above them.',
      width: 320,
      height: 240,
    },
  },
  nextStep: {
    heading: 'Set up business online banking',
    text: `Online sign-up is not open on this website: a business gets online banking by writing to us and meeting an adviser. The Get Started button below says how, and what to bring.`,
    action: { kind: 'route', label: 'Get Started', to: '/business-online-banking-signup' },
  },
  related: {
    heading: 'Related pages',
    links: [
      {
        title: 'Business Support Services',
        summary: 'Help with users, payments and the app.',
        href: '/business_online_support',
        linkText: 'Business Support Services details',
      },
      {
        title: 'Corporate account',
        summary: 'Multi-user access with customisable roles.',
        href: '/corperate_account',
        linkText: 'Corporate account details',
      },
      {
        title: 'Ways to bank',
        summary: 'The app, online banking, USSD and the virtual card.',
        href: '/ways-to-bank',
        linkText: 'All ways to bank',
      },
    ],
  },
} satisfies ProductPageContent;

export default businessOnlineBanking;
