import { identity, type ProductPageContent, type Translated } from '@mboa/shared';
import illustrationSrc from '../../illustrations/individual.svg';
import support from '../support.fr';
import type english from './individualAccount.en';

const individualAccount = {
  meta: {
    title: `Compte individuel | ${identity.shortName}`,
    description:
      "Un compte à votre nom pour les adultes\u00a0: recevez votre salaire, payez vos factures et vos achats en ligne, envoyez de l'argent par téléphone ou en agence.",
  },
  banner: {
    title: 'Compte individuel',
    description: 'Un compte de tous les jours à votre nom, pour votre salaire, vos factures et vos projets.',
  },
  support,
  overview: {
    heading: 'Un seul compte pour votre argent de tous les jours',
    paragraphs: [
      "Un compte individuel est à votre seul nom. Il convient aux salariés, fonctionnaires, enseignants, infirmiers et à tous ceux qui veulent un seul endroit pour l'argent qui entre et sort chaque mois.",
      "Ajoutez les services dont vous avez besoin\u00a0: l'application, la banque en ligne, l'USSD, une carte virtuelle et le paiement de factures.",
    ],
    features: [
      { title: 'À vous seul', text: "Vous seul signez les retraits et décidez de l'usage de l'argent." },
      {
        title: 'Votre salaire versé directement',
        text: 'Donnez votre numéro de compte à votre employeur, et votre salaire arrive directement.',
      },
      {
        title: 'Factures et achats',
        text: "Payez vos factures d'électricité, d'eau et de télévision, et vos achats en ligne avec une carte virtuelle.",
      },
      {
        title: 'La banque où que vous soyez',
        text: "Utilisez l'application ou la banque en ligne en ville, et l'USSD quand vous voyagez là où le réseau est faible.",
      },
      {
        title: `Virements gratuits entre comptes ${identity.shortName}`,
        text: "Envoyez sans frais de l'argent à la famille, à votre bailleur ou sur votre propre épargne, s'ils ont leur compte chez nous.",
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: "Une carte d'identité avec photo, à côté d'un portefeuille contenant un billet.",
      width: 320,
      height: 240,
    },
  },
  eligibility: {
    heading: "Qui peut l'ouvrir et quoi apporter",
    items: [
      '18\u00a0ans ou plus',
      "Une carte nationale d'identité (CNI) ou un passeport en cours de validité",
      'Un justificatif de domicile\u00a0: une facture ENEO ou CAMWATER récente ou un plan de localisation',
    ],
  },
  fees: {
    heading: 'Frais',
    facts: [{ label: `Virements vers d'autres comptes ${identity.shortName}`, value: 'Gratuits' }],
    note: 'Les autres frais figurent dans notre grille tarifaire\u00a0; demandez-la en agence ou par e-mail.',
  },
  nextStep: {
    heading: 'Ouvrez votre compte individuel',
    text: "Envoyez-nous un court message\u00a0: un conseiller vous répond avec le formulaire. Si vous préférez, ouvrez le compte vous-même dans l'application, en quelques minutes.",
    action: {
      kind: 'mail',
      label: 'Écrivez-nous pour ouvrir un compte individuel',
      mailbox: 'info',
      subject: "Demande d'ouverture\u00a0: compte individuel",
    },
  },
  related: {
    heading: 'Pages associées',
    links: [
      {
        title: 'Paiement de factures',
        summary: "Factures d'électricité, d'eau et de télévision payées sans faire la queue.",
        href: '/pay-bills',
        linkText: 'Détails du paiement de factures',
      },
      {
        title: 'Carte virtuelle',
        summary: 'Une carte pour vos achats en ligne et vos abonnements en toute sécurité.',
        href: '/virtual-card',
        linkText: 'Détails de la carte virtuelle',
      },
      {
        title: 'Compte crédit',
        summary: 'Du crédit adapté à votre salaire.',
        href: '/credit_account',
        linkText: 'Détails du compte crédit',
      },
    ],
  },
} satisfies ProductPageContent & Translated<typeof english>;

export default individualAccount;
