import { identity, type ProductPageContent, type Translated } from '@mboa/shared';
import illustrationSrc from '../../illustrations/purchase.svg';
import support from '../support.fr';
import type english from './purchase.en';

const purchase = {
  meta: {
    title: `Achats en ligne | ${identity.shortName}`,
    description: `Achetez en ligne depuis votre compte ${identity.shortName}\u00a0: la carte virtuelle sur les sites, le virement gratuit pour les vendeurs qui ont leur compte chez nous.`,
  },
  banner: {
    title: 'Achats en ligne',
    description:
      "Achetez dans les boutiques en ligne et chez les vendeurs locaux, et payez directement depuis votre compte, sans remettre d'espèces.",
  },
  support,
  overview: {
    heading: 'Achetez en ligne et payez en toute sécurité',
    paragraphs: [
      "Payez sur les sites et dans les applications avec votre carte virtuelle. Payez par virement les vendeurs qui font leur publicité sur les réseaux sociaux ou par téléphone\u00a0: c'est gratuit s'ils ont leur compte chez nous.",
      "Payer depuis votre compte, c'est ne pas remettre d'espèces à un inconnu, et pouvoir prouver quand et combien vous avez payé si la marchandise n'arrive pas.",
    ],
    features: [
      {
        title: 'Sites et applications',
        text: 'Payez avec votre carte virtuelle partout où le paiement par carte est accepté.',
      },
      {
        title: 'Vendeurs locaux',
        text: `Payez un vendeur par virement sur son compte ${identity.shortName}, sans frais.`,
      },
      {
        title: 'Un seul solde à surveiller',
        text: "Paiements par carte et virements partent du même compte\u00a0: votre solde vous montre ce qu'il vous reste à dépenser.",
      },
      {
        title: 'Vérifiez avant de payer',
        text: 'Cherchez le cadenas et la bonne adresse du site avant de saisir les données de votre carte.',
      },
      {
        title: 'Signalez ce qui vous paraît anormal',
        text: `Écrivez immédiatement à ${identity.email.fraud} pour tout paiement que vous n'avez pas fait.`,
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: "Un sac de courses et un chariot de part et d'autre d'un téléphone qui affiche une coche.",
      width: 320,
      height: 240,
    },
  },
  nextStep: {
    heading: 'Obtenez votre carte pour les achats en ligne',
    text: "La carte virtuelle est le moyen le plus simple de payer sur les sites. Découvrez comment elle fonctionne et comment la demander dans l'application.",
    action: { kind: 'route', label: 'Voir comment fonctionne la carte virtuelle', to: '/virtual-card' },
  },
  related: {
    heading: 'Pages associées',
    links: [
      {
        title: "Billets d'avion",
        summary: 'Payez vos vols en ligne ou par une agence de voyages.',
        href: '/flight-ticket',
        linkText: "Détails du paiement des billets d'avion",
      },
      {
        title: 'Virements gratuits',
        summary: 'Payez sans frais les vendeurs qui ont leur compte chez nous.',
        href: '/bank_transfer',
        linkText: 'Comment fonctionnent les virements gratuits',
      },
      {
        title: 'Paiement de factures',
        summary: "Factures d'électricité, d'eau et de télévision depuis votre téléphone.",
        href: '/pay-bills',
        linkText: 'Détails du paiement de factures',
      },
    ],
  },
} satisfies ProductPageContent & Translated<typeof english>;

export default purchase;
