import { identity, type ProductPageContent } from '@mboa/shared';
import support from '../support.en';
import illustrationSrc from '../../illustrations/church.svg';

const churchAccount = {
  meta: {
    title: `Church account for congregations | ${identity.shortName}`,
    description:
      'What a church needs to open its account: registration, leadership ID, proof of address and at least 2 signatories. Tithes and offerings kept safe.',
  },
  banner: {
    title: 'Church Account',
    description:
      'For churches, parishes and ministries of every denomination: the congregation’s giving kept safe, with at least two signatories on every withdrawal.',
  },
  support,
  overview: {
    heading: 'An account the whole congregation can trust',
    paragraphs: [
      'Tithes, offerings, harvest thanksgiving and building fund contributions go into the church’s own account, in its name, and never sit in one person’s keeping.',
      'At least two signatories approve every withdrawal, and the church council receives a statement it can present to the congregation.',
    ],
    features: [
      {
        title: 'Tithes, offerings and donations',
        text: 'Paid in after each service, or given by members by mobile money and transfer.',
      },
      {
        title: 'At least 2 signatories',
        text: 'For example the pastor and the treasurer, as your constitution decides.',
      },
      { title: 'Funds for each purpose', text: 'Keep the building fund apart from everyday running costs.' },
      {
        title: `Free transfers to ${identity.shortName} accounts`,
        text: 'Pay staff and members’ support at no cost when they bank with us.',
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: 'Two church members beside a small church, each signing an open ledger with their own pen: two signatories.',
      width: 320,
      height: 240,
    },
  },
  eligibility: {
    heading: 'Eligibility',
    intro: 'To open the account, the church needs:',
    items: [
      'A registered church',
      'ID of the church’s leadership',
      'Proof of address: a recent ENEO or CAMWATER bill, or a location plan',
      'A constitution, if available',
      'At least 2 signatories',
    ],
  },
  nextStep: {
    heading: 'Open your church’s account',
    text: 'Write to us with the name of your church and a contact person. We reply within two working days and can meet your council after a service.',
    action: {
      kind: 'mail',
      label: 'Write to us to open a church account',
      mailbox: 'info',
      subject: 'Church Account application (congregation)',
    },
  },
  related: {
    heading: 'Related pages',
    links: [
      {
        title: 'Church account: business banking',
        summary: 'Projects, staff and payments for larger churches and ministries.',
        href: '/church_account',
        linkText: 'Church account details',
      },
      {
        title: 'Meeting house account',
        summary: 'For family meetings, village and alumni associations.',
        href: '/meetings',
        linkText: 'Meeting house account details',
      },
      {
        title: 'Group loans',
        summary: 'Finance a hall, a school or a project of the community.',
        href: '/group-societies#loan_application',
        linkText: 'How to apply for a group loan',
      },
    ],
  },
} satisfies ProductPageContent;

export default churchAccount;
