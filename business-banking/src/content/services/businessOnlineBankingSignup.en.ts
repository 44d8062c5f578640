import { atAnyBranch, identity, type ProductPageContent } from '@mboa/shared';
import support from '../support.en';
import illustrationSrc from '../../illustrations/business-online-banking.svg';

const businessOnlineBankingSignup = {
  meta: {
    title: `Get business online banking | ${identity.shortName}`,
    description: `How a business that banks with ${identity.shortName} gets online banking: write to us, bring the documents to a branch, and we set up your users with you.`,
  },
  banner: {
    title: 'Get Business Online Banking',
    description: 'Online sign-up is not open on this website: a business gets online banking with us, in four steps.',
  },
  support,
  overview: {
    heading: 'How a business gets online banking',
    paragraphs: [
      'Business online banking is set up with the business, not on this website: the person who will run it for you meets one of our advisers, who checks who may use the accounts and what each user may do.',
      `It takes a first message and one visit ${atAnyBranch('en')}. Your users then sign in from the ${identity.shortName} app or the browser, each with their own access.`,
    ],
    features: [
      {
        title: '1. Write to us',
        text: 'With your business’s name, its account number with us and the name of the person who will administer the users. Never send a password.',
      },
      {
        title: '2. Bring the documents',
        text: 'We reply within two working days with a time to meet and the list below, and the forms to sign.',
      },
      {
        title: '3. Set up the users',
        text: 'Your adviser sets up each user and the approvals you choose: who prepares a payment, who approves it.',
      },
      {
        title: '4. Sign in',
        text: 'Each user receives their own access, and signs in from the app or the browser. We never ask for it by phone or e-mail.',
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: 'A laptop and a phone both showing a dashboard with bar charts, with a padlock above them.',
      width: 320,
      height: 240,
    },
  },
  eligibility: {
    heading: 'What to bring',
    intro: 'For a business that already has an account with us:',
    items: [
      'The account number of the business',
      'Its registration documents (trade and personal property credit register, RCCM) and its taxpayer number (NIU)',
      'The decision that names who may use the accounts online and approve payments, signed by whoever may sign for the business',
      'A valid national ID card or passport of the administrator and of each user',
    ],
  },
  nextStep: {
    heading: 'Write to us to get started',
    text: `Write to ${identity.email.support} with your business’s name, its account number and the name of the person who will administer the users. We reply within two working days with a time to meet and the forms.`,
    action: {
      kind: 'mail',
      label: 'Write to us about business online banking',
      mailbox: 'support',
      subject: 'Business online banking: getting started',
    },
  },
  related: {
    heading: 'Related pages',
    links: [
      {
        title: 'Business online banking',
        summary: 'Payments, salaries, approvals and statements online.',
        href: '/business_online_banking',
        linkText: 'Business online banking details',
      },
      {
        title: 'Corporate account',
        summary: 'Multi-user access with customisable roles.',
        href: '/corperate_account',
        linkText: 'Corporate account details',
      },
      {
        title: 'Business Support Services',
        summary: 'Help with users, payments and the app.',
        href: '/business_online_support',
        linkText: 'Business Support Services details',
      },
    ],
  },
} satisfies ProductPageContent;

export default businessOnlineBankingSignup;
