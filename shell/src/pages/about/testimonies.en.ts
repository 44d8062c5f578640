import { atAnyBranch, identity } from '@mboa/shared';
import testimonials from '../testimonials/testimonials.en';
import type { TestimoniesContent } from './testimonies';

const n = identity.shortName;
const city = identity.address.city;

const testimonies = {
  meta: {
    title: `Testimonies: examples of what members tell us | ${n}`,
    description: `Examples of what members of ${n} tell us: how daily savings, njangie accounts, loans and mobile banking can change their plans.`,
  },
  banner: {
    title: 'Testimonies',
    description:
      'Traders, students, parents, fishermen and njangie treasurers: examples of what an account can change.',
  },
  testimonials: {
    heading: 'Examples of what members tell us',
    intro:
      'These testimonials are examples for this demonstration site: the people are invented, the situations are everyday ones.',
    ...testimonials,
  },
  stories: {
    heading: 'Example member stories',
    intro: 'Three longer examples, invented like the testimonials above, of what an account can change.',
    items: [
      {
        id: 'market-savings',
        name: 'Elizabeth Ngwa',
        role: `Foodstuff trader, ${city} main market`,
        heading: 'Saving a little, every evening',
        paragraphs: [
          'Before, whatever was left at the end of the day went into a tin under the table, and it was always gone by the end of the week. A neighbour, a relative in need, a bad day of sales.',
          'Now the collector passes every evening before I close. Some days it is very small, but it goes into the account and I have a receipt. When school resumed in September, the fees were already there. This year I want to save for a second stall.',
        ],
        account: {
          title: 'Daily savings account',
          summary: 'A collector comes to you, every working day.',
          href: '/daily_saving_account',
          linkText: 'Daily savings account details',
        },
      },
      {
        id: 'njangie-treasurer',
        name: 'Emmanuel Tabi',
        role: 'Treasurer of a njangie of twenty members, Mile 4',
        heading: 'No more quarrels about the box',
        paragraphs: [
          'Being treasurer used to mean keeping everybody’s money at my house. When one member doubted the count, the whole meeting was spent arguing.',
          'With the group account, two signatories must approve each withdrawal and I read the balance from the app at every meeting. The members trust the books, and I sleep better.',
        ],
        account: {
          title: 'Njangie group account',
          summary: 'Two signatories, and statements the committee can show at each meeting.',
          href: '/njangie',
          linkText: 'Njangie account details',
        },
      },
      {
        id: 'student-account',
        name: 'Brenda Ewane',
        role: 'University student, Buea',
        heading: 'My first account, opened from my phone',
        paragraphs: [
          `I opened my student account in the app between two lectures. My parents send my allowance to it, and transfers between ${n} accounts are free, so nothing is lost on the way.`,
          'When the network is bad on campus I check my balance with USSD. The Money Skills budgeting session taught me to plan for the expensive months.',
        ],
        account: {
          title: 'Student account',
          summary: 'No monthly maintenance fees, from age 16.',
          href: '/student-Account',
          linkText: 'Student account details',
        },
      },
    ],
  },
  nextStep: {
    heading: 'Write the next testimony',
    text: `Open an account in the mobile app in minutes, or ${atAnyBranch('en')}, with your ID, and see what it changes for you. Write to us with any question: we answer within two working days.`,
    action: { kind: 'mail', label: 'Write to us to open an account', mailbox: 'info', subject: 'Opening an account' },
  },
  related: {
    heading: 'Find the account for you',
    links: [
      {
        title: 'Personal banking',
        summary: 'Savings, deposit, credit, student, minor and daily savings accounts.',
        href: '/personal-banking',
        linkText: 'Personal banking',
      },
      {
        title: 'Business banking',
        summary: 'Accounts and loans for traders, SMEs, churches and companies.',
        href: '/business-banking',
        linkText: 'Business banking',
      },
      {
        title: 'Ways to bank',
        summary: 'The app, online banking, USSD and the virtual card.',
        href: '/ways-to-bank',
        linkText: 'Ways to bank',
      },
    ],
  },
} satisfies TestimoniesContent;

export default testimonies;
