import { identity, phoneOnOneLine } from '@mboa/shared';
import type { PressContent } from './press';

const n = identity.shortName;
const city = identity.address.city;
/** The branches besides the head office, by town (identity.branches). */
const otherBranches = identity.branches.filter((branch) => !branch.headOffice).map((branch) => branch.town);

const press = {
  meta: {
    title: `Press and news | ${n}`,
    description: `Press releases and news from ${identity.name}, ${city}, with a media contact for journalists.`,
  },
  banner: {
    title: 'Press',
    description: `News from ${identity.name}, and the people to talk to for an interview or a comment.`,
  },
  releases: {
    heading: 'Press releases',
    intro: 'Newest first. Journalists may quote these releases freely.',
    items: [
      {
        id: 'money-skills-2026',
        date: '2026-09-14',
        title: 'Money Skills sessions go to markets, schools and churches',
        paragraphs: [
          `${n} takes its financial-literacy programme out of the office. Trainers now give the four Money Skills modules (budgeting, saving through njangie, using credit wisely and spotting fraud) in markets, schools, churches and njangie meetings that invite them.`,
          'Sessions are free and open to members and non-members, in English, French or Pidgin.',
        ],
      },
      {
        id: 'light-website-2026',
        date: '2026-04-20',
        title: 'A website built for phones and expensive mobile data',
        paragraphs: [
          'The new website loads each page on its own and uses no third-party trackers, so that a visitor on a prepaid data bundle downloads only what they read.',
        ],
      },
      {
        id: 'verify-statement-2025',
        date: '2025-06-02',
        title: 'Verify Statement: check a statement online in seconds',
        paragraphs: [
          `Landlords, embassies, employers and lenders can now check that a statement shown to them was really issued by ${n}. They enter the reference number, the client’s national ID number and the account number; the check runs in their own browser.`,
        ],
      },
      {
        id: 'ussd-2024',
        date: '2024-03-11',
        title: `Banking without data: USSD service launched on ${identity.ussdCode}`,
        paragraphs: [
          `Members can check a balance, transfer between ${n} accounts and pay bills from any phone, with no smartphone and no mobile data.`,
        ],
      },
      {
        id: 'mobile-app-2023',
        date: '2023-05-08',
        title: `The ${n} mobile app is available on Android and iPhone`,
        paragraphs: [
          `Members open an account in minutes, pay bills and send money from their phone. Transfers between ${n} accounts are free.`,
        ],
      },
      {
        id: 'njangie-2021',
        date: '2021-07-05',
        title: 'First njangie groups open group accounts',
        paragraphs: [
          `Rotating savings groups in ${city} move their contributions from a cash box to a Njangie group account with several signatories, and the committee shows the balance at each meeting.`,
        ],
      },
    ],
  },
  mediaContact: {
    heading: 'Media contact',
    text: `For interviews, comments and photographs, e-mail our communications team at ${identity.email.info} or call ${phoneOnOneLine(identity.phone.plain)}. Telephone hours: ${identity.liveChat.hours.en}. We answer journalists within two working days.`,
    action: { kind: 'mail', label: 'E-mail the media contact', mailbox: 'info', subject: 'Press enquiry' },
  },
  factSheet: {
    heading: `${n} at a glance`,
    items: [
      `Full name: ${identity.name} (${n}).`,
      `Founded in ${identity.foundedYear}; head office in ${city}, ${identity.address.region.en}, ${identity.address.country.en}; branches in ${otherBranches.join(' and ')}.`,
      'A Category 1 credit union and microfinance institution, owned by its members.',
      'Serves individuals, students, minors through their parents, businesses, SMEs, cooperatives, churches and njangie groups.',
      `Channels: branches, daily cash collectors, the mobile app, online banking and USSD (${identity.ussdCode}).`,
    ],
  },
  nextStep: {
    heading: `Writing about savings and credit in ${identity.address.country.en}?`,
    text: 'Our staff can explain how njangie groups, daily savings and cooperative credit work, with members happy to be interviewed.',
    action: { kind: 'mail', label: 'Request an interview', mailbox: 'info', subject: 'Interview request' },
  },
  related: {
    heading: 'Background',
    links: [
      {
        title: 'Our story',
        summary: 'The Journey, year by year, since the founding.',
        href: '/our-story',
        linkText: 'Read our story',
      },
      {
        title: `About ${n}`,
        summary: 'Who we are, whom we serve and how we are supervised.',
        href: `/about_${identity.slug}`,
        linkText: `About ${n}`,
      },
      {
        title: 'Testimonies',
        summary: 'Examples of what members tell us.',
        href: '/testimonies',
        linkText: 'Read testimonies',
      },
    ],
  },
} satisfies PressContent;

export default press;
