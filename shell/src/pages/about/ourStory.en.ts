import { atAnyBranch, identity } from '@mboa/shared';
import type { OurStoryContent } from './ourStory';

const n = identity.shortName;
const city = identity.address.city;

const ourStory = {
  meta: {
    title: `Our story and journey | ${n}`,
    description: `How ${identity.name} grew from one office in ${city} in ${identity.foundedYear} to njangie accounts, a mobile app, USSD and Verify Statement.`,
  },
  banner: {
    title: 'Our Story',
    description: `Started in ${city} in ${identity.foundedYear} by people who wanted a safe, fair place for their savings, and still owned by its members today.`,
  },
  beginning: {
    heading: 'How it started',
    paragraphs: [
      `In ${identity.foundedYear}, a group of traders, fishermen, teachers and church leaders in ${city} met to solve a problem they all shared: their savings sat in boxes, under mattresses or with a njangie treasurer, and a loan for a business meant a long trip and a long wait.`,
      `They pooled their first contributions and opened a cooperative credit union in a small office on ${identity.address.street}. Every member had one vote, whatever the size of their savings. That principle has not changed.`,
    ],
  },
  journey: {
    heading: 'Our Journey',
    intro: `Year by year, from the first office in ${city} to banking on any phone.`,
    milestones: [
      {
        year: 2020,
        title: `Founded in ${city}`,
        text: `${identity.name} opens its head office in ${city}, ${identity.address.region.en}, as a Category 1 credit union and microfinance institution, with savings and deposit accounts for its first members.`,
      },
      {
        year: 2021,
        title: 'The first njangie accounts',
        text: 'The first njangie groups move their contributions from a box to a group account with several signatories, and daily cash collectors start their rounds in the main market.',
      },
      {
        year: 2022,
        title: 'Accounts for every kind of member',
        text: 'Student and minor accounts, Meeting House accounts for associations, church accounts and the first business loans for small traders and workshops.',
      },
      {
        year: 2023,
        title: 'The mobile app',
        text: `Members check balances, pay bills and send money from their phones, and transfers between ${n} accounts are free.`,
      },
      {
        year: 2024,
        title: 'USSD banking on any phone',
        text: `Members without a smartphone or mobile data bank by dialling ${identity.ussdCode}, from the town centre to the villages.`,
      },
      {
        year: 2025,
        title: 'The Verify Statement tool',
        text: 'Landlords, embassies and lenders check online, in seconds, that a statement was really issued by us. The virtual card follows for paying online.',
      },
      {
        year: 2026,
        title: 'Money Skills and a lighter website',
        text: 'The Money Skills programme takes budgeting, njangie, credit and fraud sessions to markets, schools and churches, and this website is rebuilt to load fast on slow mobile data.',
      },
    ],
  },
  unchanged: {
    heading: 'What has not changed',
    intro: 'We have added channels and accounts, but the cooperative works the way its founders wanted.',
    items: [
      'One member, one vote, at the general assembly every year.',
      'Members’ savings fund loans to members, in the communities they come from.',
      'Groups, churches and njangies are welcome as members, with accounts built for them.',
      'Plain answers: what an account costs and what a loan requires are said before you sign.',
    ],
  },
  nextStep: {
    heading: 'Be part of the next chapter',
    text: `Open an account in the mobile app in minutes, or ${atAnyBranch('en')}, with your ID, and become a member-owner of the credit union. Write to us with any question: we answer within two working days.`,
    action: { kind: 'mail', label: 'Write to us to open an account', mailbox: 'info', subject: 'Opening an account' },
  },
  related: {
    heading: 'Read more',
    links: [
      {
        title: `About ${n}`,
        summary: 'Who we are, whom we serve and how we are supervised.',
        href: `/about_${identity.slug}`,
        linkText: `About ${n}`,
      },
      {
        title: 'Testimonies',
        summary: 'Examples of what members tell us about their accounts.',
        href: '/testimonies',
        linkText: 'Read testimonies',
      },
      {
        title: 'Ways to bank',
        summary: 'The app, online banking, USSD and the virtual card.',
        href: '/ways-to-bank',
        linkText: 'Ways to bank',
      },
    ],
  },
} satisfies OurStoryContent;

export default ourStory;
