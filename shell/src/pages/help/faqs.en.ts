import { atAnyBranch, identity, phoneOnOneLine } from '@mboa/shared';
import type { FaqsContent } from './faqs';

const n = identity.shortName;

const notShownAmounts = `Rates and amounts change, so we do not publish them on this site: ask at a branch or e-mail ${identity.email.info} for the figures that apply to you today.`;

const faqs = {
  meta: {
    title: `Frequently asked questions | ${n}`,
    description: `Answers about ${n} accounts, loans, njangie groups, the app and USSD, cards and transfers, statements, security, fees and business banking.`,
  },
  banner: {
    title: 'Frequently asked questions',
    description: 'Nine topics, each with the questions members ask us most. Open a question to read its answer.',
  },
  topicsHeading: 'Topics',
  topics: [
    {
      id: 'accounts',
      title: 'Accounts',
      summary: 'Opening an account, who can open one and what to bring.',
      more: { href: '/personal-banking', text: 'Compare personal accounts' },
      questions: [
        {
          question: 'How do I open an account?',
          answer: [
            `Open it in the ${n} app in a few minutes, or ${atAnyBranch('en')}. Have your ID and proof of address ready; we may ask for more depending on the account.`,
          ],
        },
        {
          question: 'What do I need to bring?',
          answer: [
            'A valid national ID card or passport and a proof of address, such as a recent utility bill or a letter from your quarter head.',
            'A credit account also needs proof of income or employment; a student account needs proof of student status.',
          ],
        },
        {
          question: 'How old must I be?',
          answer: [
            'You must be 18 or older for savings, credit and individual accounts. Students can open a student account from 16.',
            'Children under 18 have a minor account, opened and run by a parent or guardian, who brings their own ID and proof of address.',
          ],
        },
        {
          question: 'Do savings accounts have a monthly maintenance fee?',
          answer: ['No. Savings accounts and student accounts have no monthly maintenance fees.'],
        },
      ],
    },
    {
      id: 'loans',
      title: 'Loans',
      summary: 'Applying for a personal or business loan.',
      more: { href: '/personal-loans', text: 'Read about personal loans' },
      questions: [
        {
          question: 'How do I apply for a loan?',
          answer: [
            `Log in to the app or online banking and choose Loans, or come to a branch. A loan officer goes through your needs and your repayment plan with you before anything is signed.`,
          ],
        },
        {
          question: 'What are your interest rates and loan limits?',
          answer: [notShownAmounts],
        },
        {
          question: 'Can my business borrow?',
          answer: [
            'Yes. A business credit account needs a registered business with valid documents, a good credit standing and at least 12 months of operation. Business loans come as unsecured, real estate, special and seed loans.',
          ],
        },
      ],
    },
    {
      id: 'njangie-groups',
      title: 'Njangie and groups',
      summary: 'Accounts for njangie groups, meeting houses, associations and churches.',
      more: { href: '/group-societies', text: 'Explore group savings' },
      questions: [
        {
          question: 'Can our njangie open an account?',
          answer: [
            'Yes. A njangie group account needs a registered group, its constitution, a list of executives with their IDs, and at least 5 members. Every contribution paid into the account is on its statement, which the committee can show at the meeting.',
          ],
        },
        {
          question: 'What does a meeting house account need?',
          answer: ['A registered group, its constitution, the IDs of the signatories and a proof of address.'],
        },
        {
          question: 'Can our church open an account?',
          answer: [
            'Yes, for tithes, offerings and donations. Bring the church registration, the leaders\u2019 IDs, a proof of address, the constitution if you have one, and name at least 2 signatories.',
          ],
        },
      ],
    },
    {
      id: 'ways-to-bank',
      title: 'Ways to bank: app, online banking and USSD',
      summary: 'Banking from your phone, with or without data.',
      more: { href: '/ways-to-bank', text: 'See the ways to bank' },
      questions: [
        {
          question: 'Can I bank without mobile data?',
          answer: [
            `Yes. Dial ${identity.ussdCode} on any phone, even a basic one, to check your balance, send money, pay a bill or see a mini statement. It works on a weak network and uses no data.`,
          ],
        },
        {
          question: 'Where do I get the app?',
          answer: [
            `The ${n} app is on the App Store and Google Play. The links are at the foot of every page of this site.`,
          ],
        },
        {
          question: 'Can I log in on this website?',
          answer: [
            'The login, create-account and forgot-password pages of this site are forms only: nothing you type there is sent. Use the app or visit a branch.',
          ],
        },
      ],
    },
    {
      id: 'cards-transfers',
      title: 'Cards and transfers',
      summary: 'The virtual card, transfers and paying bills.',
      more: { href: '/bank_transfer', text: 'Read about free transfers' },
      questions: [
        {
          question: `Do transfers between ${n} accounts cost anything?`,
          answer: [`No. Transfers between ${n} accounts, yours or another member\u2019s, are free.`],
        },
        {
          question: 'What is the virtual card?',
          answer: [
            'A card that lives in the app, for paying online and buying tickets without carrying a plastic card. If you see a payment you do not recognise, block it in the app at once.',
          ],
        },
        {
          question: 'My transfer has not arrived. What should I do?',
          answer: [
            `Check the account number you entered, then write to ${identity.email.support} with the date, the amount and the reference of the transfer.`,
          ],
        },
      ],
    },
    {
      id: 'verify-statement',
      title: 'Verify a statement',
      summary: 'Checking that a statement from us is genuine.',
      more: { href: '/verify-statement', text: 'Verify a statement' },
      questions: [
        {
          question: 'Who uses Verify Statement?',
          answer: [
            `Anyone who receives a ${n} statement, such as a landlord, an employer or an embassy, can check on this site that it is genuine before relying on it.`,
          ],
        },
        {
          question: 'What do I need to verify a statement?',
          answer: [
            'The reference number printed on the statement, the account holder\u2019s national ID card number (for a business, its taxpayer number, the NIU) and the account number. All fields are case sensitive.',
          ],
        },
        {
          question: 'The check says it failed. What now?',
          answer: [
            `Check each field letter by letter. If it still fails, do not rely on the statement: write to ${identity.email.fraud}.`,
          ],
        },
      ],
    },
    {
      id: 'security-fraud',
      title: 'Security and fraud',
      summary: 'Keeping your money safe, and what to do if something goes wrong.',
      questions: [
        {
          question: `Will ${n} ever ask for my PIN or password?`,
          answer: [
            'Never: not by telephone, SMS, WhatsApp, chat or e-mail. Anyone who asks for your PIN, password or a one-time code is trying to steal from you.',
          ],
        },
        {
          question: 'I received an SMS saying money was sent to me by mistake. Should I send it back?',
          answer: [
            `Do not send anything. Check your balance in the app or by USSD first: this is a common scam, and the SMS is usually fake. If money really did arrive, write to ${identity.email.fraud}: we investigate and tell you what can be done.`,
          ],
        },
        {
          question: 'I lost my phone or card. What do I do?',
          answer: [
            `Block your virtual card in the app from another phone if you can, then write to ${identity.email.fraud} at once, or call ${phoneOnOneLine(identity.phone.plain)}.`,
          ],
        },
      ],
    },
    {
      id: 'fees',
      title: 'Fees',
      summary: 'What is free and where to find the charges that apply to you.',
      questions: [
        {
          question: 'Which services are free?',
          answer: [
            `Transfers between ${n} accounts are free. Savings accounts, business savings accounts and student accounts have no monthly maintenance fees.`,
          ],
        },
        {
          question: 'Where can I see the other charges?',
          answer: [notShownAmounts],
        },
      ],
    },
    {
      id: 'business-banking',
      title: 'Business banking',
      summary: 'Accounts, credit and online banking for businesses.',
      more: { href: '/business-banking', text: 'See business banking' },
      questions: [
        {
          question: 'Which accounts do you offer businesses?',
          answer: [
            'Business deposit, business savings, corporate, group, church and business credit accounts, business loans, online banking and Business Support Services.',
          ],
        },
        {
          question: 'Can several people use our business account?',
          answer: [
            'Yes. Corporate and business accounts offer multi-user access with roles you choose, so a cashier can prepare payments and a director approves them.',
          ],
        },
        {
          question: 'How long must my business have traded to get credit?',
          answer: [
            'A business credit account needs at least 12 months of operation, a registered business with valid documents and a good credit standing.',
          ],
        },
      ],
    },
  ],
  stillStuck: {
    heading: 'Did not find your answer?',
    text: `Chat with our team, or see every way to reach us. Live chat hours: ${identity.liveChat.hours.en}.`,
    links: [
      { href: '/help-center', text: 'Go to the Help Centre' },
      { href: '/contact-us', text: 'Contact us' },
    ],
  },
} satisfies FaqsContent;

export default faqs;
