import { identity } from '@mboa/shared';
import type { MailAction } from '../infoPage/infoPage';
import type { CareersContent } from './careers';

const n = identity.shortName;
const city = identity.address.city;

/** Every role is applied for the same way: an e-mail to the info address naming the role. */
function applyFor(title: string): MailAction {
  return { kind: 'mail', label: `Apply by e-mail: ${title}`, mailbox: 'info', subject: `Application: ${title}` };
}

const careers = {
  meta: {
    title: `Careers | ${n}`,
    description: `Work at ${n}: open roles for daily cash collectors and Java, Python, full stack and React, Angular or Flutter developers. Apply by e-mail.`,
  },
  banner: {
    title: 'Careers',
    description: `Join the team that serves traders, families, students, churches and njangie groups from ${city} and across the ${identity.address.region.en}.`,
  },
  intro: {
    heading: `Working at ${n}`,
    paragraphs: [
      `${identity.name} is a member-owned cooperative. Our staff know the markets, the villages and the groups we serve, and our technology team builds the app, USSD and web services that let members bank on any phone.`,
      'We train every new colleague, pay on time every month, and promote from within: several of our branch officers started as daily cash collectors.',
    ],
  },
  roles: {
    heading: 'Open roles',
    intro:
      'Each role says what you will do, where it is based and what we ask for. Apply by e-mail, naming the role in the subject.',
    labels: {
      location: 'Based in',
      workPattern: 'Contract',
      duties: 'What you will do',
      requirements: 'What we ask for',
    },
    items: [
      {
        id: 'daily-cash-collector',
        title: 'Daily Cash Collector',
        summary:
          'Visit members at their stalls, shops and workshops every working day to collect their daily savings and record each deposit.',
        location: `${city} main market and Down Beach, with rounds in Mile 4 and Bota; field-based, reporting to the ${city} head office`,
        workPattern: 'Full time, Monday to Saturday',
        duties: [
          'Collect daily savings from a round of members and give a receipt for every deposit, on the collection device or in the receipt book.',
          'Hand in and balance the day’s collections at the branch before closing.',
          'Explain our daily savings, student and njangie accounts to traders, and help new members open an account.',
          'Report anything unusual, such as a lost receipt book or a member’s complaint, to your supervisor the same day.',
        ],
        requirements: [
          'GCE Ordinary Level or equivalent; Advanced Level is an advantage.',
          'Honest, punctual and good with people; English and Pidgin, French is an advantage.',
          `Knows the markets and quarters of ${city} well.`,
          'Can ride a motorbike safely with a valid licence (an advantage, not required).',
        ],
        apply: applyFor('Daily Cash Collector'),
      },
      {
        id: 'java-developer',
        title: 'Java Developer',
        summary:
          'Build and maintain the services behind accounts, transfers and statements, the core that every channel relies on.',
        location: `${city} head office, hybrid (three days a week in the office)`,
        workPattern: 'Full time, permanent',
        duties: [
          'Develop and test Java services for accounts, transfers, statements and the USSD channel.',
          'Write automated tests and review colleagues’ code.',
          'Work with operations staff to understand how branches and collectors use the system.',
          'Help keep members’ data safe: access control, audit logs, careful handling of personal data.',
        ],
        requirements: [
          'Three years or more of professional Java, including a web framework such as Spring.',
          'Good SQL and experience with a relational database.',
          'Clear written English; French is an advantage.',
          'Experience in banking, mobile money or payments is an advantage.',
        ],
        apply: applyFor('Java Developer'),
      },
      {
        id: 'python-developer',
        title: 'Python Developer',
        summary:
          'Automate reports, reconciliations and data checks, so that branches and the finance team spend less time on spreadsheets.',
        location: 'Buea branch, hybrid (two days a week at the branch)',
        workPattern: 'Full time, permanent',
        duties: [
          'Write Python jobs that reconcile collections, transfers and mobile money movements every day.',
          'Build the monthly reports the board and the supervisory authorities ask for.',
          'Check data quality and flag unusual transactions to the fraud team.',
          'Document each job so that a colleague can run it.',
        ],
        requirements: [
          'Two years or more of professional Python, including pandas or a similar library.',
          'Good SQL; experience with scheduled jobs and version control (Git).',
          'Careful with numbers and with confidential data.',
        ],
        apply: applyFor('Python Developer'),
      },
      {
        id: 'full-stack-developer',
        title: 'Full Stack Developer',
        summary:
          'Build the internal tools that branch staff and loan officers use every day, from the database to the screen.',
        location: `Douala branch, hybrid, with a visit to the ${city} head office each month`,
        workPattern: 'Full time, permanent',
        duties: [
          'Build web tools for account opening, loan applications and member service, front end and back end.',
          'Design simple screens that work on the modest computers and connections of our branches.',
          'Write tests, deploy, and follow what happens after release.',
          'Train branch staff when a tool changes.',
        ],
        requirements: [
          'Three years or more building web applications, front end and back end.',
          'TypeScript or JavaScript, one server-side language, and SQL.',
          'Cares about accessibility and pages that load fast on slow networks.',
        ],
        apply: applyFor('Full Stack Developer'),
      },
      {
        id: 'react-angular-flutter-developer',
        title: 'React / Angular / Flutter Developer',
        summary: 'Work on what members see: this website, the online banking screens and the mobile app.',
        location: `${city} head office, or remote from anywhere in ${identity.address.country.en}`,
        workPattern: 'Full time, permanent',
        duties: [
          'Build features of the website and online banking in React or Angular, and of the mobile app in Flutter.',
          'Keep pages light and usable on entry-level phones and expensive mobile data.',
          'Make every screen usable with a keyboard and a screen reader.',
          'Work with the Java and full stack developers on the services behind each screen.',
        ],
        requirements: [
          'Two years or more with React, Angular or Flutter; we teach the other two.',
          'TypeScript or Dart, and automated testing.',
          'A portfolio, public code or app-store listing you can show us.',
        ],
        apply: applyFor('React / Angular / Flutter Developer'),
      },
    ],
  },
  howToApply: {
    heading: 'How to apply',
    steps: [
      `E-mail ${identity.email.info}, with the role’s title in the subject (the buttons above fill it in for you).`,
      'Attach your CV and a short letter saying why the role interests you. Developers: add a link to code or work you can show.',
      'We reply to every application. Shortlisted candidates are invited to an interview at the office where the role is based, or by video call.',
    ],
    warning: `Applying to ${n} is free. We never ask for money, mobile money transfers or your bank details to process an application: report any such request to ${identity.email.fraud}.`,
  },
  nextStep: {
    heading: 'No role for you today?',
    text: 'Send us your CV anyway: we keep it for six months and write to you when a matching role opens.',
    action: { kind: 'mail', label: 'Send us your CV', mailbox: 'info', subject: 'Spontaneous application' },
  },
  related: {
    heading: `Get to know ${n}`,
    links: [
      {
        title: `About ${n}`,
        summary: 'Who we are, whom we serve and how we are supervised.',
        href: `/about_${identity.slug}`,
        linkText: `About ${n}`,
      },
      {
        title: 'Our story',
        summary: `From a small office in ${city} in ${identity.foundedYear} to a credit union on every phone.`,
        href: '/our-story',
        linkText: 'Read our story',
      },
      { title: 'Press', summary: 'News and press releases.', href: '/press', linkText: 'Press releases' },
    ],
  },
} satisfies CareersContent;

export default careers;
