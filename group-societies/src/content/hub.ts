import { identity, type HubContent } from '@mboa/shared';

export const groupSocietiesHub: HubContent = {
  meta: {
    title: `Groups and societies | ${identity.shortName}`,
    description:
      'Njangie group accounts, meeting house accounts and church accounts for groups, societies and congregations, with multiple signatories and transparent records.',
  },
  title: 'Groups and societies',
  description:
    'Njangie groups, meeting houses and churches keep their contributions safe with us, with signatories the members choose and statements everyone can see.',
  highlights: ['Njangie groups of 5 members or more', 'Multiple signatories', 'Free transfers between Mboa accounts'],
  groups: [
    {
      heading: 'Accounts for groups',
      intro: 'Bring the group\'s registration, its constitution, the IDs of its executives or signatories and a proof of address.',
      cards: [
        { title: 'Njangie group account', summary: 'Keep your rotating savings safe between meetings and pay out each member on their turn.', href: '/njangie', linkText: 'Njangie account details' },
        { title: 'Meeting house account', summary: 'An account for family meetings, village associations and alumni groups.', href: '/meetings', linkText: 'Meeting house account details' },
        { title: 'Church account', summary: 'Tithes, offerings and donations in one account, with at least 2 signatories.', href: '/church', linkText: 'Church account details' },
      ],
    },
  ],
  help: {
    heading: 'Opening an account for your group?',
    text: `Our staff can visit your next meeting to explain. Write to ${identity.email.info} or call ${identity.phone.plain}.`,
    linkText: 'Contact us',
    href: '/contact-us',
  },
};

export default groupSocietiesHub;
