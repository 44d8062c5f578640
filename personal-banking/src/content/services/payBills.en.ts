import { identity, type ProductPageContent } from '@mboa/shared';
import illustrationSrc from '../../illustrations/pay-bills.svg';
import support from '../support.en';

const payBills = {
  meta: {
    title: `Pay bills | ${identity.shortName}`,
    description: `Pay electricity, water and TV bills and school fees from your ${identity.shortName} account in the app, online or by USSD, without queueing.`,
  },
  banner: {
    title: 'Pay Bills',
    description:
      'Pay electricity, water and TV bills from your account, without a trip to the payment office or a morning in the queue.',
  },
  support,
  overview: {
    heading: 'Settle your bills from your phone',
    paragraphs: [
      'Pay household bills straight from your account using the reference printed on the bill or on your subscription card.',
      'It suits busy parents, workers who cannot leave the office and anyone who lives far from the payment offices.',
    ],
    features: [
      {
        title: 'Electricity and water',
        text: 'Pay the bill with its reference number and keep the lights and taps on.',
      },
      { title: 'TV subscriptions', text: 'Renew your TV package before the signal is cut.' },
      { title: 'School fees', text: 'If the school banks with us, pay its fees by transfer at no cost.' },
      { title: 'Any channel', text: 'Pay in the app, through online banking, or by USSD on a keypad phone.' },
      {
        title: 'Proof of payment',
        text: 'Each payment stays in your history, so you can show it if a bill is disputed.',
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: 'A paid bill marked with a tick, beside symbols for electricity, water and television.',
      width: 320,
      height: 240,
    },
  },
  nextStep: {
    heading: 'Pay your next bill from your phone',
    text: 'See how to pay in the app, online or by USSD, and get set up before the next bill arrives.',
    action: { kind: 'route', label: 'See how to pay from your phone', to: '/ways-to-bank' },
  },
  related: {
    heading: 'Related pages',
    links: [
      {
        title: 'Individual account',
        summary: 'One account for your salary and your household bills.',
        href: '/individual_account',
        linkText: 'Individual account details',
      },
      {
        title: 'Transfers',
        summary: 'Send money to a landlord, a school or family.',
        href: '/transfer',
        linkText: 'Sending money explained',
      },
      {
        title: 'Virtual card',
        summary: 'Pay online subscriptions with a card in your phone.',
        href: '/virtual-card',
        linkText: 'Virtual card details',
      },
    ],
  },
} satisfies ProductPageContent;

export default payBills;
