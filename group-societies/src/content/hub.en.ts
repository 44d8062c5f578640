import { identity, phoneOnOneLine, type HubContent } from '@mboa/shared';

const groupSocietiesHub = {
  meta: {
    title: `Group Societies | ${identity.shortName}`,
    description:
      'Njangie group accounts, meeting house accounts and church accounts for groups, societies and congregations, with multiple signatories and transparent records.',
  },
  title: 'Group Societies',
  description:
    'Njangie groups, meeting houses and churches keep their contributions safe with us, with signatories the members choose, and statements the committee can show at every meeting.',
  highlights: [
    'Njangie groups of 5 members or more',
    'Multiple signatories',
    `Free transfers between ${identity.shortName} accounts`,
  ],
  groups: [
    {
      heading: 'Accounts for groups',
      intro:
        "Bring the group's registration, its constitution, the IDs of its executives or signatories and a proof of address.",
      cards: [
        {
          title: 'Njangie group account',
          summary: 'Keep your rotating savings safe between meetings and pay out each member on their turn.',
          href: '/njangie',
          linkText: 'Njangie account details',
        },
        {
          title: 'Meeting house account',
          summary: 'An account for family meetings, village associations and alumni groups.',
          href: '/meetings',
          linkText: 'Meeting house account details',
        },
        {
          title: 'Church account',
          summary: 'Tithes, offerings and donations in one account, with at least 2 signatories.',
          href: '/church',
          linkText: 'Church account details',
        },
      ],
    },
  ],
  sections: [
    {
      // The footer's "#loan_application" link on every page leads here: the anchor is contract.
      anchor: 'loan_application',
      heading: 'Group loan application',
      paragraphs: [
        'A registered njangie, meeting house or association that saves with us can borrow as a group, for a hall, a borehole, equipment shared by its members, or loans the group passes on to its members.',
        'The group’s record of contributions counts in its favour, and the members guarantee the loan together. The amount and terms are agreed with the executive and set out in writing before anyone signs.',
      ],
      steps: {
        heading: 'How it goes',
        items: [
          'The group agrees the loan in a meeting and records the decision in its minutes.',
          'The executive writes to us; an adviser meets them and looks at the group’s account.',
          'We give the group a written offer: amount, repayment plan and guarantees.',
          'The signatories sign, and the money is paid into the group’s account.',
        ],
      },
      checklist: {
        heading: 'What the application needs',
        items: [
          'A group account with us and a record of regular contributions',
          'The minutes of the meeting that approved the loan, signed by the executives',
          'The group’s constitution and registration',
          'A valid ID for each signatory',
        ],
      },
      action: {
        kind: 'mail',
        label: 'Write to us to apply for a group loan',
        mailbox: 'info',
        subject: 'Group Loan application',
      },
    },
  ],
  help: {
    heading: 'Opening an account for your group?',
    text: `Our staff can visit your next meeting to explain. Write to ${identity.email.info} and we reply within two working days, or call ${phoneOnOneLine(identity.phone.plain)} (${identity.liveChat.hours.en}).`,
    linkText: 'Contact us',
    href: '/contact-us',
  },
} satisfies HubContent;

export default groupSocietiesHub;
