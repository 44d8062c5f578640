import { atAnyBranch, identity } from '@mboa/shared';
import type { AboutContent } from './about';

const n = identity.shortName;
const city = identity.address.city;
const region = identity.address.region.en;
const country = identity.address.country.en;

const about = {
  meta: {
    title: `About ${n} | ${identity.name}`,
    description: `${identity.name}: a member-owned Category 1 credit union and microfinance institution in ${city}, ${region}, ${country}, since ${identity.foundedYear}.`,
  },
  banner: {
    title: `About ${n}`,
    description: `${identity.name} is a cooperative: its members own it, save in it and borrow from it. We have served ${city} and the ${region} since ${identity.foundedYear}.`,
  },
  whoWeAre: {
    heading: 'Who we are',
    paragraphs: [
      `${n} is a Category 1 credit union and microfinance institution with its head office in ${city}. A Category 1 institution takes savings and lends only to its own members, and is supervised like every microfinance institution in ${country}.`,
      'Members elect the board at the annual general assembly, one member one vote. Members’ savings fund loans to other members, so the money stays in the communities it comes from.',
    ],
  },
  members: {
    heading: 'Whom we serve',
    intro: 'Membership is open to anyone who can open an account, alone or as a group:',
    items: [
      'Individuals: salaried workers, traders, farmers and fishermen.',
      'Students, with no monthly maintenance fees on the student account.',
      'Minors, through an account opened by a parent or guardian.',
      'Businesses and SMEs, from a market stall to a company with several branches.',
      'Cooperatives, associations and groups, with several signatories.',
      'Churches, for tithes, offerings and building projects.',
      'Njangie groups: rotating savings groups that want their contributions safe and visible to all.',
    ],
  },
  values: {
    heading: 'What we stand for',
    items: [
      {
        title: 'Owned by members',
        text: 'No outside shareholders: the people we serve decide how the credit union is run.',
      },
      {
        title: 'Close to you',
        text: 'Daily cash collectors in the markets, branches, the app and USSD on any phone, even without data.',
      },
      {
        title: 'Plain and fair',
        text: `What an account costs and what a loan requires are said clearly before you sign. Transfers between ${n} accounts are free.`,
      },
      {
        title: 'Careful with your data',
        text: 'This website has no advertising and no third-party trackers, and its sign-in forms send nothing anywhere. Page speed is measured only when we turn it on, with nothing that identifies you.',
      },
    ],
  },
  supervision: {
    heading: 'Licences and supervision',
    intro: 'Our regulatory identifiers (sample values for this demonstration site):',
  },
  headOffice: { heading: 'Visit our head office', telephoneLabel: 'Telephone:', emailLabel: 'E-mail:' },
  nextStep: {
    heading: 'Become a member',
    text: `Open an account in the mobile app in minutes, or ${atAnyBranch('en')}, with your ID. Questions first? Write to us: we answer within two working days.`,
    action: { kind: 'mail', label: 'Write to us to open an account', mailbox: 'info', subject: 'Opening an account' },
  },
  related: {
    heading: `More about ${n}`,
    links: [
      {
        title: 'Our story',
        summary: `The Journey from ${identity.foundedYear} to today, year by year.`,
        href: '/our-story',
        linkText: 'Read our story',
      },
      {
        title: 'Testimonies',
        summary: 'Examples of what members tell us about their accounts.',
        href: '/testimonies',
        linkText: 'Read testimonies',
      },
      {
        title: 'Careers',
        summary: 'Open roles for cash collectors and developers.',
        href: '/career',
        linkText: 'See open roles',
      },
      { title: 'Press', summary: 'Press releases and a media contact.', href: '/press', linkText: 'Press releases' },
      {
        title: 'Money Skills',
        summary: 'Free sessions on budgeting, njangie, credit and fraud.',
        href: '/money-skills',
        linkText: 'About Money Skills',
      },
      {
        title: 'Legal',
        summary: 'Terms of use, privacy notice and cookie notice.',
        href: '/legal',
        linkText: 'Read the legal notices',
      },
    ],
  },
} satisfies AboutContent;

export default about;
