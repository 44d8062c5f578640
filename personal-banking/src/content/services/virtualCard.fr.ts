import { identity, type ProductPageContent, type Translated } from '@mboa/shared';
import illustrationSrc from '../../illustrations/virtual-card.svg';
import support from '../support.fr';
import type english from './virtualCard.en';

const virtualCard = {
  meta: {
    title: `Carte virtuelle | ${identity.shortName}`,
    description: `Une carte virtuelle liée à votre compte ${identity.shortName}, pour payer boutiques en ligne, abonnements et billets d'avion sans carte en plastique.`,
  },
  banner: {
    title: 'Carte virtuelle',
    description:
      'Une carte toujours dans votre téléphone, pour payer sur les sites et dans les applications directement depuis votre compte.',
  },
  support,
  overview: {
    heading: 'Payez en ligne sans carte en plastique',
    paragraphs: [
      "La carte virtuelle a un numéro, une date d'expiration et un code de sécurité, comme une carte en plastique, mais elle n'existe que dans l'application. Utilisez-la partout où un site ou une application accepte le paiement par carte.",
      'Elle est faite pour les membres qui achètent en ligne, paient des abonnements ou des formations, ou réservent leurs voyages.',
    ],
    features: [
      {
        title: 'Liée à votre compte',
        text: 'Les paiements partent directement de votre compte, et chacun apparaît dans votre historique.',
      },
      {
        title: 'Pas de carte à perdre',
        text: 'Pas de carte en plastique à faire tomber au marché ni à vous faire voler dans votre sac.',
      },
      {
        title: 'Abonnements et billets',
        text: "Payez vos abonnements de télévision en streaming, vos logiciels, vos formations en ligne et vos billets d'avion.",
      },
      {
        title: 'Bloquez-la aussitôt',
        text: `Si vous voyez un paiement que vous ne reconnaissez pas, bloquez la carte dans l'application et écrivez à ${identity.email.fraud}.`,
      },
      {
        title: 'Gardez ses données secrètes',
        text: 'Ne donnez jamais le numéro de la carte ni son code de sécurité par téléphone, SMS ou chat\u00a0; notre personnel ne vous les demandera jamais.',
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: "Une carte bancaire qui sort de l'écran d'un téléphone, avec un cadenas à côté.",
      width: 320,
      height: 240,
    },
  },
  nextStep: {
    heading: 'Obtenez votre carte virtuelle',
    text: "La carte virtuelle se demande dans l'application. Téléchargez l'application, connectez-vous avec les identifiants de votre compte et suivez le menu Carte.",
    action: { kind: 'route', label: `Obtenir l'application ${identity.shortName}`, to: '/ways-to-bank' },
  },
  related: {
    heading: 'Pages associées',
    links: [
      {
        title: 'Achats en ligne',
        summary: 'Comment acheter en toute sécurité sur les sites et payer les vendeurs locaux.',
        href: '/purchase',
        linkText: 'Détails des achats en ligne',
      },
      {
        title: "Billets d'avion",
        summary: 'Réservez et payez vos vols depuis votre compte.',
        href: '/flight-ticket',
        linkText: "Payer vos billets d'avion",
      },
      {
        title: 'Compte individuel',
        summary: 'Un compte de tous les jours à votre nom pour vos paiements par carte.',
        href: '/individual_account',
        linkText: 'Détails du compte individuel',
      },
    ],
  },
} satisfies ProductPageContent & Translated<typeof english>;

export default virtualCard;
