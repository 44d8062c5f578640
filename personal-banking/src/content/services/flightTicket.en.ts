import { identity, type ProductPageContent } from '@mboa/shared';
import illustrationSrc from '../../illustrations/flight-ticket.svg';
import support from '../support.en';

const flightTicket = {
  meta: {
    title: `Flight tickets | ${identity.shortName}`,
    description: `Pay for flight tickets from your ${identity.shortName} account: with a virtual card on airline websites, or by transfer to a travel agency.`,
  },
  banner: {
    title: 'Flight Tickets',
    description: 'Pay for your flight from your account, whether you book online or through a travel agency.',
  },
  support,
  overview: {
    heading: 'Book your flight and pay from your account',
    paragraphs: [
      'Travelling for studies, work or family? Pay for the ticket from your account instead of carrying a large sum of cash to the agency.',
      'Book on the airline’s website with your virtual card, or pay your travel agency by transfer.',
    ],
    features: [
      { title: 'Book online', text: 'Pay on the airline’s website or app with your virtual card.' },
      { title: 'Pay a travel agency', text: 'If the agency banks with us, the transfer costs you nothing.' },
      { title: 'Save for the trip', text: 'Set money aside in a savings account in the months before you travel.' },
      {
        title: 'Proof you paid',
        text: 'The payment shows in your history and on your statement, as proof if a booking goes wrong.',
      },
      {
        title: 'Book only on trusted sites',
        text: 'Use the airline’s own website or an agency you know; fake booking sites copy real ones.',
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: 'An aeroplane taking off above a boarding pass with a barcode.',
      width: 320,
      height: 240,
    },
  },
  nextStep: {
    heading: 'Get ready to book',
    text: 'Open an account in the app in minutes or at a branch, then request your virtual card in the app before you book. Write to us and an adviser tells you what to bring.',
    action: {
      kind: 'mail',
      label: 'Write to us to open an account',
      mailbox: 'info',
      subject: 'Opening an account to pay for flight tickets',
    },
  },
  related: {
    heading: 'Related pages',
    links: [
      {
        title: 'Virtual card',
        summary: 'The card you use to pay airline websites.',
        href: '/virtual-card',
        linkText: 'How the virtual card works',
      },
      {
        title: 'Savings account',
        summary: 'Put money aside for the trip with no monthly maintenance fees.',
        href: '/savings_account',
        linkText: 'Savings account details',
      },
      {
        title: 'Purchase online',
        summary: 'Tips for paying safely on any website.',
        href: '/purchase',
        linkText: 'Shopping online safely',
      },
    ],
  },
} satisfies ProductPageContent;

export default flightTicket;
