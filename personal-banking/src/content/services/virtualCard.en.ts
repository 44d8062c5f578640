import { identity, type ProductPageContent } from '@mboa/shared';
import illustrationSrc from '../../illustrations/virtual-card.svg';
import support from '../support.en';

const virtualCard = {
  meta: {
    title: `Virtual card | ${identity.shortName}`,
    description: `A virtual card linked to your ${identity.shortName} account, for paying online shops, subscriptions and flight tickets without carrying a plastic card.`,
  },
  banner: {
    title: 'Virtual Card',
    description: 'A card that is always in your phone, for paying on websites and in apps straight from your account.',
  },
  support,
  overview: {
    heading: 'Pay online without a plastic card',
    paragraphs: [
      'The virtual card has a card number, an expiry date and a security code, like a plastic card, but it exists only in the app. Use it wherever a website or app accepts card payments.',
      'It is for members who shop online, pay for subscriptions or courses, or book travel.',
    ],
    features: [
      {
        title: 'Linked to your account',
        text: 'Payments come straight from your account, and each one shows in your history.',
      },
      {
        title: 'Nothing to lose',
        text: 'There is no plastic card to drop at the market or have stolen from your bag.',
      },
      {
        title: 'Subscriptions and tickets',
        text: 'Pay for TV streaming, software, online courses and flight tickets.',
      },
      {
        title: 'Block it at once',
        text: `If you see a payment you do not recognise, block the card in the app and write to ${identity.email.fraud}.`,
      },
      {
        title: 'Keep the details private',
        text: 'Never give the card number or security code by phone, SMS or chat; our staff will never ask for them.',
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: 'A bank card rising out of a phone screen, with a padlock beside it.',
      width: 320,
      height: 240,
    },
  },
  nextStep: {
    heading: 'Get your virtual card',
    text: 'The virtual card is requested in the app. Download the app, log in with your account details, and follow the card menu.',
    action: { kind: 'route', label: `Get the ${identity.shortName} app`, to: '/ways-to-bank' },
  },
  related: {
    heading: 'Related pages',
    links: [
      {
        title: 'Purchase online',
        summary: 'How to shop safely on websites and pay local sellers.',
        href: '/purchase',
        linkText: 'Online shopping details',
      },
      {
        title: 'Flight tickets',
        summary: 'Book and pay for flights from your account.',
        href: '/flight-ticket',
        linkText: 'Paying for flight tickets',
      },
      {
        title: 'Individual account',
        summary: 'An everyday account in your own name for your card payments.',
        href: '/individual_account',
        linkText: 'Individual account details',
      },
    ],
  },
} satisfies ProductPageContent;

export default virtualCard;
