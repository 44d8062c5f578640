import { atAnyBranch, identity } from '@mboa/shared';
import type { ContactContent } from './contact';

const contact = {
  meta: {
    title: `Contact us | ${identity.shortName}`,
    description: `E-mail, telephone and WhatsApp for ${identity.name}, the addresses of our branches, and our regulatory identifiers.`,
  },
  banner: {
    title: 'Contact us',
    description: `Write, call or message ${identity.shortName}. Choose the right address below and your message reaches the team that can answer it.`,
  },
  email: {
    heading: 'Write to us',
    intro: 'We reply to e-mail within two working days. Never send your PIN, password or full card number by e-mail.',
    mailboxes: [
      {
        mailbox: 'fraud',
        title: 'Report fraud',
        summary:
          'A payment you did not make, a lost phone or card, or a message asking for your PIN. Write at once: this mailbox is read first.',
      },
      {
        mailbox: 'info',
        title: 'General enquiries',
        summary:
          'Opening an account, loans, njangie and group accounts, membership, and anything else about the credit union.',
      },
      {
        mailbox: 'support',
        title: 'Support',
        summary: 'Help with the mobile app, online banking, USSD, the virtual card or a transfer that has not arrived.',
      },
    ],
  },
  phone: {
    heading: 'Call or message us',
    intro: `We answer calls and messages at these hours: ${identity.liveChat.hours.en}.`,
    callTitle: 'Telephone',
    callText: 'Speak to the head office team.',
    whatsappTitle: 'WhatsApp',
    whatsappText: 'Send a message or start a chat with our support team.',
  },
  branches: {
    heading: 'Our branches',
    intro: `Members bank in person ${atAnyBranch('en')}: open an account, pay in or draw cash, reset a password or meet an adviser. Bring a valid national ID card or passport when you come about an account.`,
    headOffice: 'Head office',
    branch: 'Branch',
  },
  office: {
    heading: 'Our postal address',
    text: 'The head office’s address, for letters to the credit union.',
  },
  regulatory: {
    heading: 'Licences and registration',
    intro: `${identity.name} is a cooperative credit union and microfinance institution. These sample identifiers show where a real institution's licence and registration numbers appear.`,
  },
  emailUs: {
    heading: 'Not sure who to ask?',
    text: 'Send us an e-mail and we pass it to the right team. Tell us your name and a telephone number we can call you back on.',
    action: { kind: 'mail', label: 'Email Us', mailbox: 'info', subject: 'Enquiry from the website' },
  },
  selfHelp: {
    heading: 'Your answer may already be here',
    links: [
      {
        title: 'Help Centre',
        summary: 'Help by topic, and live chat during opening hours.',
        href: '/help-center',
        linkText: 'Visit the Help Centre',
      },
      {
        title: 'Frequently asked questions',
        summary: 'Accounts, loans, njangie groups, fees and security.',
        href: '/faqs',
        linkText: 'Read the FAQs',
      },
      {
        title: 'Verify a statement',
        summary: 'Check a statement from us yourself, in one minute.',
        href: '/verify-statement',
        linkText: 'Verify a statement',
      },
    ],
  },
} satisfies ContactContent;

export default contact;
