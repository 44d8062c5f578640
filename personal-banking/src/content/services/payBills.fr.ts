import { identity, type ProductPageContent, type Translated } from '@mboa/shared';
import illustrationSrc from '../../illustrations/pay-bills.svg';
import support from '../support.fr';
import type english from './payBills.en';

const payBills = {
  meta: {
    title: `Paiement de factures | ${identity.shortName}`,
    description: `Payez électricité, eau, télévision et frais de scolarité depuis votre compte ${identity.shortName}, dans l'application, en ligne ou par USSD, sans file d'attente.`,
  },
  banner: {
    title: 'Paiement de factures',
    description:
      "Payez vos factures d'électricité, d'eau et de télévision depuis votre compte, sans vous déplacer au guichet de paiement ni perdre une matinée dans la file d'attente.",
  },
  support,
  overview: {
    heading: 'Réglez vos factures depuis votre téléphone',
    paragraphs: [
      "Payez les factures du foyer directement depuis votre compte, avec la référence imprimée sur la facture ou sur votre carte d'abonnement.",
      "C'est pratique pour les parents débordés, les salariés qui ne peuvent pas quitter le bureau et tous ceux qui habitent loin des guichets de paiement.",
    ],
    features: [
      {
        title: 'Électricité et eau',
        text: 'Payez la facture avec son numéro de référence, pour ne pas vous retrouver sans courant ni eau.',
      },
      { title: 'Abonnements télévision', text: 'Renouvelez votre bouquet télé avant la coupure du signal.' },
      {
        title: 'Frais de scolarité',
        text: "Si l'école a son compte chez nous, payez ses frais par virement, sans frais.",
      },
      {
        title: 'Tous les canaux',
        text: "Payez dans l'application, par la banque en ligne, ou par USSD sur un téléphone à touches.",
      },
      {
        title: 'Preuve de paiement',
        text: 'Chaque paiement reste dans votre historique\u00a0: vous pouvez le présenter si une facture est contestée.',
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: "Une facture payée marquée d'une coche, à côté des symboles de l'électricité, de l'eau et de la télévision.",
      width: 320,
      height: 240,
    },
  },
  nextStep: {
    heading: 'Payez votre prochaine facture depuis votre téléphone',
    text: "Découvrez comment payer dans l'application, en ligne ou par USSD, et soyez prêt avant l'arrivée de la prochaine facture.",
    action: { kind: 'route', label: 'Voir comment payer depuis votre téléphone', to: '/ways-to-bank' },
  },
  related: {
    heading: 'Pages associées',
    links: [
      {
        title: 'Compte individuel',
        summary: 'Un seul compte pour votre salaire et les factures du foyer.',
        href: '/individual_account',
        linkText: 'Détails du compte individuel',
      },
      {
        title: 'Virements',
        summary: "Envoyez de l'argent à un bailleur, à une école ou à la famille.",
        href: '/transfer',
        linkText: "Comment envoyer de l'argent",
      },
      {
        title: 'Carte virtuelle',
        summary: 'Payez vos abonnements en ligne avec une carte dans votre téléphone.',
        href: '/virtual-card',
        linkText: 'Détails de la carte virtuelle',
      },
    ],
  },
} satisfies ProductPageContent & Translated<typeof english>;

export default payBills;
