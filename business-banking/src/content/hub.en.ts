import { identity, phoneOnOneLine, type HubContent } from '@mboa/shared';

const businessBankingHub = {
  meta: {
    title: `Business banking | ${identity.shortName}`,
    description: `Business accounts, loans and online banking for SMEs, traders, cooperatives, groups and churches in ${identity.address.country.en}, with relationship managers and multi-user access.`,
  },
  title: 'Business banking',
  description: `Accounts, loans and online banking for traders, SMEs, cooperatives, associations, churches and corporate clients across the ${identity.address.region.en} and beyond.`,
  highlights: [
    'No monthly maintenance fees on business savings',
    'Multi-user access with roles you choose',
    `Free transfers between ${identity.shortName} accounts`,
  ],
  groups: [
    {
      heading: 'Business accounts',
      intro: 'Bring your registration documents, the IDs of your signatories and a proof of address.',
      cards: [
        {
          title: 'Business savings account',
          summary: 'Attractive interest, easy deposits and withdrawals, no monthly maintenance fees.',
          href: '/business_saving_account',
          linkText: 'Business savings account details',
        },
        {
          title: 'Business deposit account',
          summary: 'Collect takings safely and pay suppliers from one account.',
          href: '/business_deposit_account',
          linkText: 'Business deposit account details',
        },
        {
          title: 'Corporate account',
          summary: 'High limits, multi-user access with customisable roles, a relationship manager and reporting.',
          href: '/corperate_account',
          linkText: 'Corporate account details',
        },
        {
          title: 'Business credit account',
          summary: 'Flexible repayment and tailored limits for businesses operating for at least 12 months.',
          href: '/business_credit_account',
          linkText: 'Business credit account details',
        },
      ],
    },
    {
      heading: 'Groups, associations and churches',
      intro: 'Accounts with multiple signatories, so that every member can trust how the money is kept.',
      cards: [
        {
          title: 'Group account',
          summary: 'Multiple signatories and transparent funds for associations and cooperatives.',
          href: '/group_account',
          linkText: 'Group account details',
        },
        {
          title: 'Church account',
          summary: 'Receive tithes, offerings and donations, with multiple signatories.',
          href: '/church_account',
          linkText: 'Church account details',
        },
      ],
    },
    {
      heading: 'Loans and services',
      intro: 'Finance to start, stock up or build, and the tools to run your business from your phone.',
      cards: [
        {
          title: 'Business loans',
          summary: 'Unsecured, real estate, special and seed loans for growing businesses.',
          href: '/business_loans',
          linkText: 'Business loan details',
        },
        {
          title: 'Business online banking',
          summary: 'Pay salaries and suppliers, and see every transaction, online.',
          href: '/business_online_banking',
          linkText: 'Business online banking details',
        },
        {
          title: 'Business Support Services',
          summary: 'Help with your account, your app and your payments when you need it.',
          href: '/business_online_support',
          linkText: 'Business Support Services details',
        },
      ],
    },
  ],
  help: {
    heading: 'Talk to a business banker',
    text: `Write to ${identity.email.info} and we reply within two working days, or call ${phoneOnOneLine(identity.phone.plain)} (${identity.liveChat.hours.en}).`,
    linkText: 'Contact us',
    href: '/contact-us',
  },
} satisfies HubContent;

export default businessBankingHub;
