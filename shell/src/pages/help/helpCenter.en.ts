import { atAnyBranch, identity, phoneOnOneLine } from '@mboa/shared';
import type { HelpCenterContent } from './helpCenter';

const n = identity.shortName;
const hours = identity.liveChat.hours.en;
const localTime = identity.liveChat.schedule.localTimeName.en;

const helpCenter = {
  meta: {
    title: `Help Centre | ${n}`,
    description: `Answers about ${n} accounts, loans, njangie groups, the app and USSD, statements and fraud, and live chat from Monday to Saturday.`,
  },
  banner: {
    title: 'Help Centre',
    description: `How can we help? Find your answer by topic, chat with our team or visit us ${atAnyBranch('en')}. Live chat hours: ${hours}.`,
  },
  categories: {
    heading: 'Browse help by topic',
    intro:
      'Choose the topic closest to your question. Each one leads to the page with the details, what to bring and who to contact.',
    cards: [
      {
        title: 'Accounts',
        summary:
          'Savings, deposit, credit, student, daily savings, minor and individual accounts: who can open them and what you need.',
        href: '/personal-banking',
        linkText: 'Compare personal accounts',
      },
      {
        title: 'Loans',
        summary: 'Personal loans, and business loans for traders and SMEs: how to apply and the documents we ask for.',
        href: '/personal-loans',
        linkText: 'Read about personal loans',
      },
      {
        title: 'Ways to bank',
        summary: `The mobile app, online banking, the virtual card and USSD on ${identity.ussdCode}, which works on any phone without data.`,
        href: '/ways-to-bank',
        linkText: 'See the ways to bank',
      },
      {
        title: 'Group savings',
        summary:
          'Njangie groups, meeting houses, associations and churches: saving together with transparent records and several signatories.',
        href: '/group-societies',
        linkText: 'Explore group savings',
      },
      {
        title: 'Verify a statement',
        summary:
          'Landlords, employers and embassies can check that a statement from us is genuine, with its reference number.',
        href: '/verify-statement',
        linkText: 'Verify a statement',
      },
      {
        title: 'Security and fraud',
        summary: 'How to spot a scam, keep your PIN safe, and what to do at once if you lose your phone or card.',
        href: '/faqs#security-fraud',
        linkText: 'Read the security answers',
      },
      {
        title: 'Contact',
        summary: 'Our e-mail addresses, telephone and WhatsApp numbers, and the addresses of our branches.',
        href: '/contact-us',
        linkText: 'Contact us',
      },
      {
        title: 'Frequently asked questions',
        summary: 'Nine topics, from opening an account to fees and business banking, answered in plain words.',
        href: '/faqs',
        linkText: 'Read the FAQs',
      },
      {
        title: 'News and scam alerts',
        summary: 'Service updates, warnings about the latest scams and tips for saving, each with its date.',
        href: '/blog',
        linkText: 'Read the news',
      },
    ],
  },
  chat: {
    heading: 'Chat with our support team',
    hoursLine: `Live chat is staffed at these hours: ${hours}, the time everywhere in ${identity.address.country.en}.`,
    status: {
      hours: `Chat hours: ${hours}.`,
      open: `Chat is open now, until {time} today (${localTime}).`,
      opensToday: `Chat is closed now. It opens today at {time} (${localTime}).`,
      opensTomorrow: `Chat is closed now. It opens tomorrow, {weekday}, at {time} (${localTime}).`,
      opensLater: `Chat is closed now. It opens on {weekday} at {time} (${localTime}).`,
      clock: '{hour}:{minute}',
    },
    paragraphs: [
      `Open the ${n} app and choose Help, then Chat with us, or send us a WhatsApp message on ${phoneOnOneLine(identity.phone.whatsapp)}. A member of our ${identity.address.city} team answers, in English or French.`,
      'We will never ask for your PIN, your password or a one-time code in a chat. If anyone does, stop and report it.',
    ],
    whatsappLabel: `WhatsApp ${phoneOnOneLine(identity.phone.whatsapp)}`,
    afterHours: `Outside these hours, write to ${identity.email.support} and we reply within two working days. To report fraud or a lost card, write to ${identity.email.fraud} straight away: it is read first each morning.`,
  },
} satisfies HelpCenterContent;

export default helpCenter;
