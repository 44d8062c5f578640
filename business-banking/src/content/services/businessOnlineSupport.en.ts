import { identity, type ProductPageContent } from '@mboa/shared';
import support from '../support.en';
import illustrationSrc from '../../illustrations/business-support.svg';

const businessOnlineSupport = {
  meta: {
    title: `Business Support Services | ${identity.shortName}`,
    description:
      'Help for business customers with online banking users, payments, the mobile app and account questions, by chat, e-mail or phone.',
  },
  banner: {
    title: 'Business Support Services',
    description:
      'When a payment is stuck, a user is locked out or you need a statement, Business Support Services help you by chat, e-mail or phone.',
  },
  support,
  overview: {
    heading: 'Help that keeps your business moving',
    paragraphs: [
      `Our support team answers business customers by live chat (${identity.liveChat.hours.en}). Write to us at any time: we reply to every message within two working days.`,
      'We will never ask for your password, your PIN or a code sent to your phone. If anyone does, stop and write to our fraud team.',
    ],
    features: [
      { title: 'Online banking users', text: 'Add or remove users, change their rights, unlock an account.' },
      { title: 'Payments', text: 'Follow up a payment, a salary run or a transfer that has not arrived.' },
      { title: 'The mobile app', text: 'Install it, log in for the first time, and set up your phone securely.' },
      { title: 'Statements and certificates', text: 'Request statements, balance certificates and reference letters.' },
      { title: 'Suspected fraud', text: `Write straight away to ${identity.email.fraud}; we act on it first.` },
    ],
    illustration: {
      src: illustrationSrc,
      alt: 'A support agent wearing a headset, beside a chat bubble and a ringing phone.',
      width: 320,
      height: 240,
    },
  },
  nextStep: {
    heading: 'Write to Business Support Services',
    text: 'Write to us with your business name, your account number (never your password) and what you need. We reply within two working days.',
    action: {
      kind: 'mail',
      label: 'E-mail Business Support Services',
      mailbox: 'support',
      subject: 'Business Support Services request',
    },
  },
  related: {
    heading: 'Related pages',
    links: [
      {
        title: 'Help Centre',
        summary: 'Answers for every kind of account, and live chat.',
        href: '/help-center',
        linkText: 'Visit the Help Centre',
      },
      {
        title: 'Business online banking',
        summary: 'Payments, approvals and statements online.',
        href: '/business_online_banking',
        linkText: 'Business online banking details',
      },
      {
        title: 'Contact us',
        summary: 'Phone, WhatsApp, e-mail and our head office address.',
        href: '/contact-us',
        linkText: 'All contact details',
      },
    ],
  },
} satisfies ProductPageContent;

export default businessOnlineSupport;
