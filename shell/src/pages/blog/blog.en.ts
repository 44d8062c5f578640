import { atAnyBranch, identity, phoneOnOneLine } from '@mboa/shared';
import type { BlogContent } from './blog';

const n = identity.shortName;
const { city } = identity.address;

const blog = {
  meta: {
    title: `Blog and news | ${n}`,
    description: `News from ${identity.name}: service updates, scam alerts, njangie and savings tips, and Money Skills sessions in ${city}.`,
  },
  banner: {
    title: 'Blog and news',
    description: `Service updates, scam alerts and practical money tips from the ${n} team in ${city}.`,
    search: 'Search',
    stayConnected: 'Stay Connected',
  },
  search: {
    label: 'Search the articles',
    hint: 'Type a word from a title or summary, for example njangie, USSD or scam.',
    clear: 'Clear the search',
    needsJavaScript:
      'Searching needs JavaScript, which is switched off in this browser. Every article is listed below.',
    results: {
      all: { one: 'Showing the only article.', other: 'Showing all {count} articles.' },
      matches: { one: '{count} article matches “{query}”.', other: '{count} articles match “{query}”.' },
      none: 'No articles match “{query}”. Try another word or clear the search.',
    },
  },
  articlesHeading: 'Latest articles',
  article: {
    categories: {
      'service-update': 'Service update',
      security: 'Security',
      savings: 'Savings',
      community: 'Community',
      business: 'Business',
    },
    readMore: 'Read the article',
    readMoreContext: ': {title}',
  },
  articles: [
    {
      id: 'live-chat-saturdays',
      title: 'Live chat now answers on Saturdays too',
      date: '2026-11-09',
      kind: 'service-update',
      summary:
        'Our support team now chats from Monday to Saturday, so traders who work all week can reach us at the weekend.',
      related: { href: '/help-center', text: 'Chat hours and help topics' },
      body: [
        `Many members told us they only have time for their banking on a Saturday, after the market. From this month, live chat is staffed at these hours: ${identity.liveChat.hours.en}.`,
        `Open the app and choose Help, then Chat with us, or message us on WhatsApp at ${phoneOnOneLine(identity.phone.whatsapp)}. Outside these hours, write to ${identity.email.support}.`,
      ],
    },
    {
      id: 'wrong-transfer-scam',
      title: 'Scam alert: the “wrong transfer” SMS',
      date: '2026-10-27',
      kind: 'security',
      summary:
        'A message says money reached you by mistake and asks you to send it back. Check your balance first: the SMS is usually fake.',
      related: { href: '/faqs', text: 'Security answers in the FAQs' },
      body: [
        'The message looks like a real transfer notice, then a friendly caller asks you to return the money to another number. No money ever arrived: the notice was typed by the fraudster.',
        `Check your balance in the app or by dialling ${identity.ussdCode}. Never send money back on the word of an SMS, and never share your PIN or a one-time code. Forward the message to ${identity.email.fraud}.`,
      ],
    },
    {
      id: 'njangie-season',
      title: 'Njangie, tontine, réunion: one account for your group',
      date: '2026-10-06',
      kind: 'savings',
      summary:
        'Whatever your group calls itself, a group account keeps every contribution recorded and the cash out of the treasurer’s house.',
      related: { href: '/njangie', text: 'Njangie group account' },
      body: [
        `Rotating savings groups are how many families in the ${identity.address.region.en} save for school fees, building and celebrations. Keeping the pot in cash puts the treasurer at risk and leaves members guessing.`,
        'A njangie group account records each member’s contribution and needs more than one signatory to withdraw. Your group needs to be registered, have a constitution and a list of executives with their IDs, and at least 5 members.',
      ],
    },
    {
      id: 'student-accounts-at-16',
      title: 'Back to school: a student account from age 16',
      date: '2026-09-01',
      kind: 'savings',
      summary:
        'Students can open their own account from 16, with no monthly maintenance fees, and receive pocket money and fees straight from home.',
      related: { href: '/student-Account', text: 'Student account' },
      body: [
        `Parents in the village can send school fees and pocket money to a student in Buea or Douala by a free transfer between ${n} accounts.`,
        'Bring a valid national ID card or passport, proof of address and proof of student status, such as a school certificate or student card. Younger children can have a minor account run by a parent or guardian.',
      ],
    },
    {
      id: 'verify-statement-landlords',
      title: 'Landlords and embassies: check a statement in one minute',
      date: '2026-08-18',
      kind: 'service-update',
      summary: `Verify Statement on our website tells you whether a ${n} statement is genuine, using the reference number printed on it.`,
      related: { href: '/verify-statement', text: 'Verify a statement' },
      body: [
        'Before you rent out a flat or accept a visa file, you can confirm that a statement really comes from us. Enter the reference number, the account holder’s national ID card number and the account number on the Verify Statement page.',
        `The check compares each field exactly as it is printed, capitals included. If it fails twice, do not rely on the statement and write to ${identity.email.fraud}.`,
      ],
    },
    {
      id: 'money-skills-market-traders',
      title: 'Money Skills sessions for market traders',
      date: '2026-07-14',
      kind: 'community',
      summary:
        'Free evening sessions at our head office on keeping simple accounts, saving a little every day and preparing for a business loan.',
      related: { href: '/money-skills', text: 'Money Skills programme' },
      body: [
        `Money Skills is our financial-literacy programme. This season's sessions are for traders at the markets of ${city}: separating business money from household money, keeping a daily cash book, and saving with a daily savings account.`,
        `Sessions are free and open to members and non-members. Ask ${atAnyBranch('en')}, or write to ${identity.email.info} to reserve a place.`,
      ],
    },
    {
      id: 'ussd-no-data',
      title: `No data? Bank on any phone with ${identity.ussdCode}`,
      date: '2026-06-02',
      kind: 'service-update',
      summary:
        'USSD works on basic keypad phones and weak networks, with no data bundle: check your balance, send money and pay bills.',
      related: { href: '/ways-to-bank', text: 'Ways to bank' },
      body: [
        `Dial ${identity.ussdCode}, choose your language and enter your PIN. The menu offers your balance, transfers, bill payment and a mini statement.`,
        'USSD is useful in villages where the network is weak, and costs no data. Keep your PIN to yourself: nobody from the credit union will ask for it.',
      ],
    },
    {
      id: 'business-credit-twelve-months',
      title: 'Growing your business: is it ready for credit?',
      date: '2026-05-11',
      kind: 'business',
      summary:
        'What we look at before a business credit account: twelve months of trading, valid documents and a good credit standing.',
      related: { href: '/business_credit_account', text: 'Business credit account' },
      body: [
        'A business credit account gives you a limit tailored to your trade and flexible repayment. To apply, your business should be registered with valid documents, have a good credit standing and at least 12 months of operation.',
        `Keep your sales and purchases recorded and your business money in a business account: it makes the conversation with a loan officer much shorter. Write to ${identity.email.info} to book one.`,
      ],
    },
  ],
  stayConnected: {
    heading: 'Stay connected',
    text: `Follow ${n} for service updates and scam alerts as soon as we publish them.`,
    socialLink: '{name} on {network}',
    appText: 'Or get the app, where we post notices about your accounts.',
  },
} satisfies BlogContent;

export default blog;
