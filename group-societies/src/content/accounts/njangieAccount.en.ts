import { identity, type ProductPageContent } from '@mboa/shared';
import support from '../support.en';
import illustrationSrc from '../../illustrations/njangie.svg';

const njangieAccount = {
  meta: {
    title: `Njangie group account | ${identity.shortName}`,
    description:
      'Keep your njangie’s contributions safe between meetings and pay each member on their turn, with signatories your group chooses. 5 members or more.',
  },
  banner: {
    title: 'Njangie Group Account',
    description:
      'Your njangie, your rules, our safe: contributions kept in the group’s name between meetings and paid out to each member on their turn.',
  },
  support,
  overview: {
    heading: 'How a njangie works, and how the account helps',
    paragraphs: [
      'In a njangie, every member pays the same contribution at each meeting, and the whole pot goes to one member in turn, until everyone has received it once. Many groups also keep a savings fund and a social fund for births, deaths and emergencies.',
      'The account keeps the pot, the savings and the social fund safe in the group’s name, instead of in the treasurer’s house. Payouts need the signatures of the executives you choose, and every contribution is on the statement for all to see.',
    ],
    features: [
      { title: 'Safe between meetings', text: 'No more cash kept at home or carried through town after the meeting.' },
      {
        title: 'Payouts on each member’s turn',
        text: `Pay the beneficiary by transfer to their ${identity.shortName} account, free of charge, or in cash at a branch.`,
      },
      {
        title: 'Contributions from anywhere',
        text: 'Members who travel can pay their share by mobile money or transfer and not miss a turn.',
      },
      { title: 'Signatories you choose', text: 'For example the president and the treasurer must sign together.' },
      {
        title: 'A record for every meeting',
        text: 'Each contribution paid into the account and each payout shows on the statement. Cash the treasurer pays in at once shows as one deposit: keep the meeting’s own list of who paid.',
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: 'Six members of a savings group in a circle around a basket of coins, with arrows going round to show the turn rotating.',
      width: 320,
      height: 240,
    },
  },
  eligibility: {
    heading: 'Eligibility',
    intro: 'To open a njangie group account, the group needs:',
    items: ['A registered group', 'A constitution', 'A list of executives with their ID', 'At least 5 members'],
  },
  fees: {
    heading: 'Fees',
    facts: [{ label: `Payouts and contributions between ${identity.shortName} accounts`, value: 'Free' }],
    note: 'Ask us for the current tariff of any other service before you open the account.',
  },
  nextStep: {
    heading: 'Open your njangie account',
    text: 'Write to us with the name of your group, where it meets and a contact person. We reply within two working days, and our staff can come to your next meeting to explain and collect the documents.',
    action: {
      kind: 'mail',
      label: 'Write to us to open a njangie account',
      mailbox: 'info',
      subject: 'Njangie Group Account application',
    },
  },
  related: {
    heading: 'Related pages',
    links: [
      {
        title: 'Group loans',
        summary: 'A loan for the group, backed by its record of contributions.',
        href: '/group-societies#loan_application',
        linkText: 'How to apply for a group loan',
      },
      {
        title: 'Meeting house account',
        summary: 'For family meetings, village and alumni associations.',
        href: '/meetings',
        linkText: 'Meeting house account details',
      },
      {
        title: 'Daily savings account',
        summary: 'Save your contribution a little each day.',
        href: '/daily_saving_account',
        linkText: 'Daily savings account details',
      },
    ],
  },
} satisfies ProductPageContent;

export default njangieAccount;
