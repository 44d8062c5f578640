import { identity, type ProductPageContent, type Translated } from '@mboa/shared';
import illustrationSrc from '../../illustrations/flight-ticket.svg';
import support from '../support.fr';
import type english from './flightTicket.en';

const flightTicket = {
  meta: {
    title: `Billets d'avion | ${identity.shortName}`,
    description: `Payez vos billets d'avion depuis votre compte ${identity.shortName}\u00a0: avec une carte virtuelle sur le site de la compagnie, ou par virement à une agence de voyages.`,
  },
  banner: {
    title: "Billets d'avion",
    description: 'Payez votre vol depuis votre compte, que vous réserviez en ligne ou dans une agence de voyages.',
  },
  support,
  overview: {
    heading: 'Réservez votre vol et payez depuis votre compte',
    paragraphs: [
      "Vous voyagez pour vos études, votre travail ou votre famille\u00a0? Payez le billet depuis votre compte au lieu d'apporter une grosse somme en espèces à l'agence.",
      'Réservez sur le site de la compagnie aérienne avec votre carte virtuelle, ou payez votre agence de voyages par virement.',
    ],
    features: [
      {
        title: 'Réservez en ligne',
        text: "Payez sur le site ou l'application de la compagnie aérienne avec votre carte virtuelle.",
      },
      {
        title: 'Payez une agence de voyages',
        text: "Si l'agence a son compte chez nous, le virement ne vous coûte rien.",
      },
      {
        title: 'Épargnez pour le voyage',
        text: "Mettez de l'argent de côté sur un compte d'épargne dans les mois qui précèdent votre départ.",
      },
      {
        title: 'La preuve de votre paiement',
        text: 'Le paiement apparaît dans votre historique et sur votre relevé de compte\u00a0: une preuve en cas de problème de réservation.',
      },
      {
        title: 'Réservez uniquement sur des sites de confiance',
        text: 'Utilisez le site de la compagnie elle-même ou une agence que vous connaissez\u00a0: les faux sites de réservation imitent les vrais.',
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: "Un avion qui décolle au-dessus d'une carte d'embarquement avec un code-barres.",
      width: 320,
      height: 240,
    },
  },
  nextStep: {
    heading: 'Préparez votre réservation',
    text: "Ouvrez un compte dans l'application en quelques minutes ou en agence, puis demandez votre carte virtuelle dans l'application avant de réserver. Écrivez-nous\u00a0: un conseiller vous dit quoi apporter.",
    action: {
      kind: 'mail',
      label: 'Écrivez-nous pour ouvrir un compte',
      mailbox: 'info',
      subject: "Ouverture de compte pour payer des billets d'avion",
    },
  },
  related: {
    heading: 'Pages associées',
    links: [
      {
        title: 'Carte virtuelle',
        summary: 'La carte avec laquelle vous payez sur les sites des compagnies aériennes.',
        href: '/virtual-card',
        linkText: 'Comment fonctionne la carte virtuelle',
      },
      {
        title: "Compte d'épargne",
        summary: "Mettez de l'argent de côté pour le voyage, sans frais de tenue de compte.",
        href: '/savings_account',
        linkText: "Détails du compte d'épargne",
      },
      {
        title: 'Achats en ligne',
        summary: "Nos conseils pour payer en toute sécurité sur n'importe quel site.",
        href: '/purchase',
        linkText: 'Acheter en ligne en toute sécurité',
      },
    ],
  },
} satisfies ProductPageContent & Translated<typeof english>;

export default flightTicket;
