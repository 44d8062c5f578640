import { identity, type ProductPageContent } from '@mboa/shared';
import support from '../support.en';
import illustrationSrc from '../../illustrations/meeting-house.svg';

const meetingHouseAccount = {
  meta: {
    title: `Meeting house account | ${identity.shortName}`,
    description:
      'An account for family meetings, village development associations, alumni and cultural associations, with signatories and statements for members.',
  },
  banner: {
    title: 'Meeting House Account',
    description:
      'For family meetings, village development associations, alumni unions and cultural associations: dues, levies and projects in one account.',
  },
  support,
  overview: {
    heading: 'Dues, levies and projects, accounted for',
    paragraphs: [
      'Every monthly meeting collects dues, fines and levies for the hall, a road, a school or a member in need. A meeting house account keeps them safe in the association’s name.',
      'When the association builds or helps a member, the treasurer pays from the account with the agreed signatures, and the statement, which the committee shows at the meeting, says how its money was used.',
    ],
    features: [
      {
        title: 'One account for the house',
        text: 'Dues, fines, levies and donations from members at home and abroad.',
      },
      { title: 'Several signatories', text: 'No payment without the signatures the constitution requires.' },
      { title: 'Project savings', text: 'Set money aside for a hall, a borehole or school fees support.' },
      {
        title: 'Statements for the general assembly',
        text: 'A clear record to read out at meetings and hand over at elections.',
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: 'A traditional meeting house with a tall pitched roof and carved posts, beside three members behind a cash box.',
      width: 320,
      height: 240,
    },
  },
  eligibility: {
    heading: 'Eligibility',
    intro: 'To open a meeting house account, the association needs:',
    items: [
      'A registered group',
      'A constitution',
      'The IDs of its signatories',
      'Proof of address: a recent ENEO or CAMWATER bill, or a location plan',
    ],
  },
  nextStep: {
    heading: 'Open a meeting house account',
    text: 'Write to us with the name of your association, where it meets and a contact person. We reply within two working days with the forms.',
    action: {
      kind: 'mail',
      label: 'Write to us to open a meeting house account',
      mailbox: 'info',
      subject: 'Meeting House Account application',
    },
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
        title: 'Group loans',
        summary: 'Finance a project of the association.',
        href: '/group-societies#loan_application',
        linkText: 'How to apply for a group loan',
      },
      {
        title: 'Group account',
        summary: 'For cooperatives and common initiative groups.',
        href: '/group_account',
        linkText: 'Group account details',
      },
    ],
  },
} satisfies ProductPageContent;

export default meetingHouseAccount;
