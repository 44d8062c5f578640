import { identity, type ProductPageContent } from '@mboa/shared';
import support from '../support.en';
import illustrationSrc from '../../illustrations/group-account.svg';

const groupAccount = {
  meta: {
    title: `Group account | ${identity.shortName}`,
    description:
      'An account for associations, cooperatives and common initiative groups, with multiple signatories, and statements the committee can show its members.',
  },
  banner: {
    title: 'Group Account',
    description:
      'For associations, cooperatives, common initiative groups and alumni unions: the group’s money in the group’s name, with signatories the members choose.',
  },
  support,
  overview: {
    heading: 'The group’s money, safe and in plain sight',
    paragraphs: [
      'When the treasurer keeps the group’s money at home, members have to take it on trust. A group account keeps it in the group’s name, and no single person can withdraw it alone.',
      'The executive can show the statement at every general assembly, so members know exactly what came in and what went out.',
    ],
    features: [
      {
        title: 'Multiple signatories',
        text: 'Choose two or three officers, for example the president, treasurer and secretary, who must sign together.',
      },
      {
        title: 'Transparent funds',
        text: 'A statement of every contribution and payment, ready for your meetings and your auditors.',
      },
      {
        title: 'Contributions from anywhere',
        text: `Members pay in at a branch, from mobile money, or by free transfer from their ${identity.shortName} account.`,
      },
      {
        title: 'Changes when officers change',
        text: 'After an election, bring the minutes and we update the signatories.',
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: 'Three association members sit at a table with an open ledger book and a stack of coins.',
      width: 320,
      height: 240,
    },
  },
  eligibility: {
    heading: 'What to bring',
    items: [
      'The group’s registration or declaration',
      'Its constitution or by-laws',
      'The minutes of the meeting that chose the signatories',
      'A valid national ID card or passport for each signatory',
    ],
  },
  fees: {
    heading: 'Fees',
    facts: [{ label: `Transfers from members’ ${identity.shortName} accounts`, value: 'Free' }],
    note: 'Ask us for the current tariff of any other service before you open the account.',
  },
  nextStep: {
    heading: 'Open your group account',
    text: `A group account is opened at a branch, with your signatories, not on this website. Write to ${identity.email.info} with the name of your group and a contact person, and we reply within two working days with the forms and a time to meet. This website does not sign anyone in: for a group that already banks with us, the page behind the button below says where to sign in.`,
    action: { kind: 'relative', label: 'Where to sign in', to: 'login' },
  },
  related: {
    heading: 'Related pages',
    links: [
      {
        title: 'Njangie group account',
        summary: 'For rotating savings groups of 5 members or more.',
        href: '/njangie',
        linkText: 'Njangie account details',
      },
      {
        title: 'Meeting house account',
        summary: 'For family meetings, village and alumni associations.',
        href: '/meetings',
        linkText: 'Meeting house account details',
      },
      {
        title: 'Church account',
        summary: 'Tithes, offerings and donations with several signatories.',
        href: '/church_account',
        linkText: 'Church account details',
      },
    ],
  },
} satisfies ProductPageContent;

export default groupAccount;
