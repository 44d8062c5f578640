import { identity, type LinkCard, type PageMeta, type SitePath } from '@mboa/shared';

const { hours, days, timeZone } = identity.liveChat;

export const meta: PageMeta = {
  title: `Help Centre | ${identity.shortName}`,
  description: `Answers about ${identity.shortName} accounts, loans, njangie groups, the app and USSD, statements and fraud, and live chat ${hours}, ${days}.`,
};

/** A category card of the help centre: it leads to one page of the site (or a topic on it). */
export interface HelpCategory extends LinkCard {
  readonly href: SitePath | `${SitePath}#${string}`;
}

export interface ChatSupportContent {
  readonly heading: string;
  readonly hoursLine: string;
  readonly paragraphs: readonly string[];
  readonly whatsappLabel: string;
  readonly afterHours: string;
}

export interface HelpCenterContent {
  readonly banner: { readonly title: string; readonly description: string };
  readonly categories: { readonly heading: string; readonly intro: string; readonly cards: readonly HelpCategory[] };
  readonly chat: ChatSupportContent;
}

/** The live chat block, shared by the help centre and the contact page. */
export const chatSupport: ChatSupportContent = {
  heading: 'Chat with our support team',
  hoursLine: `Live chat is staffed ${hours}, ${days}, ${timeZone}: the time in Douala and Limbe.`,
  paragraphs: [
    `Open the ${identity.shortName} app and choose Help, then Chat with us, or send us a WhatsApp message on ${identity.phone.whatsapp}. A member of our Limbe team answers, in English or French.`,
    'We will never ask for your PIN, your password or a one-time code in a chat. If anyone does, stop and report it.',
  ],
  whatsappLabel: `WhatsApp ${identity.phone.whatsapp}`,
  afterHours: `Outside these hours, write to ${identity.email.support} and we reply on the next working day. To report fraud or a lost card, write to ${identity.email.fraud} straight away: it is read first each morning.`,
};

export const helpCenter: HelpCenterContent = {
  banner: {
    title: 'Help Centre',
    description: `How can we help? Find your answer by topic, chat with our team ${hours}, ${days}, or contact the head office in ${identity.address.city}.`,
  },
  categories: {
    heading: 'Browse help by topic',
    intro: 'Choose the topic closest to your question. Each one leads to the page with the details, what to bring and who to contact.',
    cards: [
      {
        title: 'Accounts',
        summary: 'Savings, deposit, credit, student, daily savings, minor and individual accounts: who can open them and what you need.',
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
        summary: `The mobile app, internet banking, the virtual card and USSD on ${identity.ussdCode}, which works on any phone without data.`,
        href: '/ways-to-bank',
        linkText: 'See the ways to bank',
      },
      {
        title: 'Group savings',
        summary: 'Njangie groups, meeting houses, associations and churches: saving together with transparent records and several signatories.',
        href: '/group-societies',
        linkText: 'Explore group savings',
      },
      {
        title: 'Verify a statement',
        summary: 'Landlords, employers and embassies can check that a statement from us is genuine, with its reference number.',
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
        summary: `Our e-mail addresses, telephone and WhatsApp numbers, and the head office address in ${identity.address.city}.`,
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
  chat: chatSupport,
};
