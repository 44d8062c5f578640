import { identity, type ProductPageContent } from '@mboa/shared';
import illustrationSrc from '../../illustrations/student.svg';
import support from '../support.en';

const studentAccount = {
  meta: {
    title: `Student account | ${identity.shortName}`,
    description:
      'A student account with no monthly maintenance fees for students aged 16 and over. Receive money from home for free and manage it from your phone.',
  },
  banner: {
    title: 'Student Account',
    description:
      'An account for students aged 16 and over, with no monthly maintenance fees, so your allowance goes on books and rent, not charges.',
  },
  support,
  overview: {
    heading: 'Banking that fits a student budget',
    paragraphs: [
      'The student account is for secondary school, university and professional school students from 16 years old. Family can send you money, and you can pay fees and bills without carrying cash around campus.',
      'When you finish your studies, we help you move to the account that suits your working life.',
    ],
    features: [
      { title: 'No monthly maintenance fees', text: 'Keeping the account open costs you nothing while you study.' },
      {
        title: 'Money from home, free',
        text: 'Parents and relatives who bank with us send your allowance at no cost.',
      },
      {
        title: 'Works when data runs out',
        text: 'Check your balance and send money by USSD on any phone, without a data bundle.',
      },
      {
        title: 'Pay for studies',
        text: 'Pay fees to a school that banks with us, or pay online for courses and books with a virtual card.',
      },
      {
        title: 'Learn to budget',
        text: 'Our Money Skills programme shows you how to plan a term’s spending and start saving.',
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: 'A graduation cap resting on a pile of books, with a pencil and a gold coin.',
      width: 320,
      height: 240,
    },
  },
  eligibility: {
    heading: 'Who can open it and what to bring',
    intro:
      'Younger than 16? A parent or guardian can open a minor account for you. From 16 to 17, you open the student account with a parent or guardian, who signs with you and brings their ID.',
    items: [
      'Aged 16 or over',
      'A valid national ID card or passport',
      'Proof of address: a recent ENEO or CAMWATER bill, or a location plan',
      'Proof of student status, such as your student card or a registration certificate for this academic year',
    ],
  },
  fees: {
    heading: 'Fees',
    facts: [
      { label: 'Monthly maintenance fee', value: 'None' },
      { label: `Transfers to other ${identity.shortName} accounts`, value: 'Free' },
    ],
  },
  nextStep: {
    heading: 'Open your student account',
    text: 'E-mail us from your phone with your name and your school. We reply with the steps, and you can finish in the app or at a branch.',
    action: {
      kind: 'mail',
      label: 'Write to us to open a student account',
      mailbox: 'info',
      subject: 'Student Account application',
    },
  },
  related: {
    heading: 'Related pages',
    links: [
      {
        title: 'Virtual card',
        summary: 'Pay online for courses, books and subscriptions.',
        href: '/virtual-card',
        linkText: 'Virtual card details',
      },
      {
        title: 'Transfers',
        summary: 'Receive and send money from the app, online or by USSD.',
        href: '/transfer',
        linkText: 'How to send and receive money',
      },
      {
        title: 'Minor account',
        summary: 'For children under 18, opened by a parent or guardian.',
        href: '/minor_account',
        linkText: 'Minor account details',
      },
    ],
  },
} satisfies ProductPageContent;

export default studentAccount;
