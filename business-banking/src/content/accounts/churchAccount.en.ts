import { identity, type ProductPageContent } from '@mboa/shared';
import support from '../support.en';
import illustrationSrc from '../../illustrations/church-account.svg';

const churchAccount = {
  meta: {
    title: `Church account | ${identity.shortName}`,
    description:
      'Receive tithes, offerings and donations in one account, pay for projects and staff, and have every withdrawal signed by several officers.',
  },
  banner: {
    title: 'Church Account',
    description:
      'For parishes, congregations and ministries: tithes, offerings and donations kept safely, with several signatories on every withdrawal.',
  },
  support,
  overview: {
    heading: 'Faithful stewardship of every offering',
    paragraphs: [
      'After each service, the offerings can be counted, recorded and paid in the same day, instead of waiting in a cupboard until Monday.',
      `Members and supporters, in ${identity.address.country.en} or abroad, can give by transfer or mobile money straight into the church’s account, and the church council sees every franc on the statement.`,
    ],
    features: [
      {
        title: 'Tithes, offerings and donations',
        text: 'Receive them in cash, by mobile money or by transfer, all in one account.',
      },
      {
        title: 'Multiple signatories',
        text: 'Withdrawals need the signatures the church chooses, for example the pastor and the treasurer.',
      },
      {
        title: 'Projects and payments',
        text: 'Pay for building works, staff and outreach, with a record for the council.',
      },
      {
        title: 'Statements for your members',
        text: 'A monthly statement to present at church council and annual meetings.',
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: 'A church with a plain cross on its bell tower, beside an offering basket full of coins as another coin drops in.',
      width: 320,
      height: 240,
    },
  },
  nextStep: {
    heading: 'Open a church account',
    text: 'Write to us with the name of your church and a contact person. We reply within two working days with what to bring and can meet your council after a service.',
    action: {
      kind: 'mail',
      label: 'Write to us to open a church account',
      mailbox: 'info',
      subject: 'Church Account application',
    },
  },
  related: {
    heading: 'Related pages',
    links: [
      {
        title: 'Church account for congregations',
        summary: 'What a church brings to open its account: the full list.',
        href: '/church',
        linkText: 'Congregation account details',
      },
      {
        title: 'Group account',
        summary: 'For associations and cooperatives, with several signatories.',
        href: '/group_account',
        linkText: 'Group account details',
      },
      {
        title: 'Business online banking',
        summary: 'See offerings arrive and pay suppliers online.',
        href: '/business_online_banking',
        linkText: 'Business online banking details',
      },
    ],
  },
} satisfies ProductPageContent;

export default churchAccount;
