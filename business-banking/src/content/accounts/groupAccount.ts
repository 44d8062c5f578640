import { identity, type ProductPageContent } from '@mboa/shared';
import illustrationSrc from '../../illustrations/group-account.svg';

const groupAccount = {
  meta: {
    title: `Group account | ${identity.shortName}`,
    description:
      'An account for associations, cooperatives and common initiative groups, with multiple signatories and funds every member can see.',
  },
  banner: {
    title: 'Group Account',
    description:
      'For associations, cooperatives, common initiative groups and alumni unions: the group’s money in the group’s name, with signatories the members choose.',
  },
  overview: {
    heading: 'The group’s money, safe and in plain sight',
    paragraphs: [
      'When the treasurer keeps the group’s money at home, members have to take it on trust. A group account keeps it in the group’s name, and no single person can withdraw it alone.',
      'The executive can show the statement at every general assembly, so members know exactly what came in and what went out.',
    ],
    features: [
      { title: 'Multiple signatories', text: 'Choose two or three officers, for example the president, treasurer and secretary, who must sign together.' },
      { title: 'Transparent funds', text: 'A statement of every contribution and payment, ready for your meetings and your auditors.' },
      { title: 'Contributions from anywhere', text: 'Members pay in at a branch, from mobile money, or by free transfer from their Mboa account.' },
      { title: 'Changes when officers change', text: 'After an election, bring the minutes and we update the signatories.' },
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
    facts: [{ label: 'Transfers from members’ Mboa accounts', value: 'Free' }],
    note: 'Ask us for the current tariff of any other service before you open the account.',
  },
  nextStep: {
    heading: 'Open your group account',
    text: 'Log in to start the request for your group. Your signatories will each confirm it with their own login.',
    action: { kind: 'relative', label: 'Open a Group Account', to: 'login' },
  },
  related: {
    heading: 'Related pages',
    links: [
      { title: 'Njangie group account', summary: 'For rotating savings groups of 5 members or more.', href: '/njangie', linkText: 'Njangie account details' },
      { title: 'Meeting house account', summary: 'For family meetings, village and alumni associations.', href: '/meetings', linkText: 'Meeting house account details' },
      { title: 'Church account', summary: 'Tithes, offerings and donations with several signatories.', href: '/church_account', linkText: 'Church account details' },
    ],
  },
} satisfies ProductPageContent;

export default groupAccount;
