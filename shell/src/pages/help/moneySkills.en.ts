import { identity } from '@mboa/shared';
import type { MoneySkillsContent } from './moneySkills';

const n = identity.shortName;
const { city } = identity.address;

const moneySkills = {
  meta: {
    title: `Money Skills: financial literacy | ${n}`,
    description: `Free ${n} Money Skills sessions in ${city} and for groups that invite us: budgeting, saving through njangie, using credit wisely and spotting fraud.`,
  },
  banner: {
    title: 'Money Skills',
    description: `Our financial-literacy programme: four short, practical modules for members, their families and anyone who wants to manage money with more confidence.`,
  },
  intro: {
    heading: 'Why we teach Money Skills',
    paragraphs: [
      `A credit union belongs to its members, and members decide better when they understand money. Since ${identity.foundedYear}, our staff in ${city} have answered the same questions at the counter: how to stretch a salary to the end of the month, whether a njangie or a savings account is safer, how much a loan really costs, and how to tell a real call from ${n} from a scam.`,
      `Money Skills puts those answers into four modules. Each one takes about an hour, uses examples from daily life in ${identity.address.country.en}, and ends with a few habits you can start the same week. Sessions are in English or French, and Pidgin is always welcome.`,
    ],
  },
  modules: {
    heading: 'The four modules',
    intro: 'Take them in any order. Each module has a session with a trainer and the tips below to keep.',
    label: 'Module {number}',
    tipsHeading: 'Tips to keep',
    items: [
      {
        id: 'budgeting',
        title: 'Budgeting',
        summary: 'Know where your money goes, so that school fees, rent and emergencies do not take you by surprise.',
        tips: [
          'Write down every amount that comes in and goes out for one month, even small transport fares and airtime.',
          'Separate needs (food, rent, school fees, medicine) from wants, and pay the needs first on the day money comes in.',
          'Plan for the big months: school resumption in September and the end-of-year feasts cost more than a normal month.',
          'Keep a small emergency fund apart from your daily money, and add to it every week, however little.',
          'Review your budget with your household once a month and agree on one change at a time.',
        ],
      },
      {
        id: 'njangie',
        title: 'Saving through njangie',
        summary: 'Keep the strength of the traditional rotating savings group, and remove the risks of cash in a box.',
        tips: [
          'Agree the rules in writing: contribution, order of turns, what happens when a member is late, and how members leave.',
          'Keep the group’s money in a group account with at least two signatories instead of at one member’s house.',
          'Record every contribution and every payout, and read the balance aloud at each meeting so that every member can check it.',
          'Save your own turn’s payout for a planned goal, such as stock for your business or a school fee, rather than spending it the same day.',
          'Add a personal savings account beside the njangie, so that your savings keep growing between turns.',
        ],
      },
      {
        id: 'credit',
        title: 'Using credit wisely',
        summary: 'Borrow for things that pay you back, and choose a repayment you can keep even in a slow month.',
        tips: [
          'Borrow for a clear purpose, such as stock, equipment or a school fee, and know how the loan will be repaid before you sign.',
          'Ask for the total cost of the loan, all fees included, and compare it with what you will earn or save from it.',
          'Choose repayments that fit your slowest month of sales or salary, not your best one.',
          'Never borrow to repay another loan without talking to your loan officer first.',
          'Guarantee a loan only for someone you know well: a guarantor must repay if the borrower does not.',
        ],
      },
      {
        id: 'fraud',
        title: 'Spotting fraud',
        summary:
          'Recognise the tricks used by phone, SMS and social media, and protect your account and your mobile money.',
        tips: [
          `${n} staff will never ask for your password, PIN or the code sent to your phone, by call, SMS, WhatsApp or e-mail.`,
          'Be suspicious of urgency: “your account will be closed today”, “you have won a prize”, or a stranger who “sent money by mistake”.',
          'Check a statement someone shows you with the Verify Statement tool before you accept it as proof of funds.',
          'Do not pay a fee to receive a loan, a job or a prize: it is always a scam.',
          'If you shared a code or see a payment you did not make, call us at once so that we can block your access.',
        ],
        report: {
          text: 'Report a suspicious call, message or transaction to our fraud team. Do not include your password or PIN in the message.',
          action: {
            kind: 'mail',
            label: `E-mail ${identity.email.fraud}`,
            mailbox: 'fraud',
            subject: 'Suspected fraud report',
          },
        },
      },
    ],
  },
  sessions: {
    heading: 'How to join a session',
    intro: `Sessions are free of charge and open to members and non-members. They run at our ${city} head office, and we come to markets, schools, churches and njangie meetings that invite us.`,
    steps: [
      `E-mail ${identity.email.info} with the module you want, the language you prefer and how many people will come.`,
      'We reply within two working days with the next dates, or to agree a visit to your group.',
      'Come with questions: there is no test, and nothing to buy.',
    ],
  },
  nextStep: {
    heading: 'Book a Money Skills session',
    text: 'Tell us which module interests you, for yourself or for your group, and we will suggest a date.',
    action: {
      kind: 'mail',
      label: 'E-mail us to book a session',
      mailbox: 'info',
      subject: 'Money Skills session booking',
    },
  },
  related: {
    heading: 'Put your skills to work',
    links: [
      {
        title: 'Daily savings account',
        summary: 'A collector passes by your stall or shop, so you save a little every day.',
        href: '/daily_saving_account',
        linkText: 'Daily savings account details',
      },
      {
        title: 'Njangie group account',
        summary: 'Keep your njangie’s money safe between meetings, with several signatories.',
        href: '/njangie',
        linkText: 'Njangie account details',
      },
      {
        title: 'Verify a statement',
        summary: 'Check that a statement shown to you was really issued by us.',
        href: '/verify-statement',
        linkText: 'Verify a statement',
      },
    ],
  },
} satisfies MoneySkillsContent;

export default moneySkills;
