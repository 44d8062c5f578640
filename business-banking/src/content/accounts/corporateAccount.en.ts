import { identity, type ProductPageContent } from '@mboa/shared';
import support from '../support.en';
import illustrationSrc from '../../illustrations/corporate.svg';

const corporateAccount = {
  meta: {
    title: `Corporate account | ${identity.shortName}`,
    description:
      'High limits, multi-user access with roles you define, a dedicated relationship manager, online and mobile banking, and reporting for larger companies.',
  },
  banner: {
    title: 'Corporate Account',
    description:
      'For established companies, institutions and large cooperatives: high limits, a team that shares the work with the right permissions, and a relationship manager who knows your business.',
  },
  support,
  overview: {
    heading: 'Banking that fits how your company works',
    paragraphs: [
      'Your finance team prepares payments, a manager approves them, and the directors see everything. Each person logs in with their own access and does only what their role allows.',
      'Your relationship manager is your one contact for limits, loans, cash collection and anything unusual, by phone, by e-mail or at your office.',
    ],
    features: [
      {
        title: 'High limits',
        text: 'Transaction and withdrawal limits set to the size of your business, reviewed with your relationship manager.',
      },
      {
        title: 'Multi-user access with customisable roles',
        text: 'Give each user the rights they need: view only, prepare payments, approve, or administer other users.',
      },
      {
        title: 'A dedicated relationship manager',
        text: 'One named person who follows your accounts and answers quickly.',
      },
      {
        title: 'Online and mobile banking',
        text: 'Approve payments, pay salaries in bulk and check balances from the office or on the move.',
      },
      {
        title: 'Reporting',
        text: 'Statements and transaction reports to download for your accountant and your auditors.',
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: 'Three colleagues stand in front of an office building, next to a report card with a bar chart.',
      width: 320,
      height: 240,
    },
  },
  eligibility: {
    heading: 'What to bring',
    items: [
      'The company’s registration documents and articles of association',
      'The taxpayer number (NIU) of the company',
      'The board resolution naming who may operate the account',
      'A valid national ID card or passport for each signatory and user',
      'Proof of the company’s address',
    ],
  },
  nextStep: {
    heading: 'Open a corporate account',
    text: `A corporate account is opened with a relationship manager, at your office or at a branch, not on this website. Write to ${identity.email.info} with the name of your company and a contact person: we reply within two working days to agree a meeting, your limits and your users. This website does not sign anyone in: for a company that already banks with us, the page behind the button below says where to sign in.`,
    action: { kind: 'route', label: 'Where to sign in', to: '/login' },
  },
  related: {
    heading: 'Related pages',
    links: [
      {
        title: 'Business online banking',
        summary: 'Bulk payments, approvals and reports online.',
        href: '/business_online_banking',
        linkText: 'Business online banking details',
      },
      {
        title: 'Business credit account',
        summary: 'A credit line with tailored limits and flexible repayment.',
        href: '/business_credit_account',
        linkText: 'Business credit account details',
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

export default corporateAccount;
