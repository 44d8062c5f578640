import { identity, type ProductPageContent, type Translated } from '@mboa/shared';
import type english from './businessCreditAccount.en';
import support from '../support.fr';
import illustrationSrc from '../../illustrations/business-credit.svg';

const businessCreditAccount = {
  meta: {
    title: `Compte crédit entreprise | ${identity.shortName}`,
    description:
      "Une ligne de crédit au remboursement souple et au plafond adapté à votre chiffre d'affaires, pour les entreprises immatriculées actives depuis 12\u00a0mois ou plus.",
  },
  banner: {
    title: 'Compte crédit entreprise',
    description:
      'Un crédit qui suit le rythme de votre commerce\u00a0: utilisez-le quand il faut payer du stock ou une commande, remboursez au fur et à mesure que vos clients vous paient.',
  },
  support,
  overview: {
    heading: "De la trésorerie quand l'entreprise en a besoin",
    paragraphs: [
      "Le compte crédit entreprise vous donne un plafond de crédit convenu à l'avance. Vous l'utilisez quand vous en avez besoin, et les intérêts ne courent que sur ce que vous utilisez.",
      "Votre plafond et votre plan de remboursement sont fixés après l'étude de votre entreprise\u00a0: son chiffre d'affaires, sa saison et son historique chez nous.",
    ],
    features: [
      {
        title: 'Remboursement souple',
        text: 'Remboursez au rythme de vos ventes\u00a0: chaque mois, par saison, ou en une fois quand une commande est payée.',
      },
      {
        title: 'Plafonds sur mesure',
        text: "Un plafond fixé selon votre chiffre d'affaires, et relevé à mesure que votre entreprise grandit et que votre historique chez nous s'étoffe.",
      },
      {
        title: 'Utilisez-le depuis votre téléphone',
        text: "Virez des fonds du compte crédit vers votre compte entreprise dans l'application ou en ligne.",
      },
      {
        title: 'Un conseiller qui connaît votre métier',
        text: 'Revoyez votre plafond chaque année avec le même conseiller entreprise.',
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: 'Deux entrepreneurs se serrent la main sous un calendrier où une date est cochée.',
      width: 320,
      height: 240,
    },
  },
  eligibility: {
    heading: "Conditions d'éligibilité",
    intro: 'Pour faire une demande, votre entreprise doit remplir ces conditions\u00a0:',
    items: [
      'Une entreprise immatriculée, aux documents en règle',
      'De bons antécédents de crédit',
      "Au moins 12\u00a0mois d'activité",
    ],
  },
  nextStep: {
    heading: 'Demander un compte crédit entreprise',
    text: 'Écrivez-nous en indiquant le nom de votre entreprise, son activité et depuis quand elle existe. Un conseiller entreprise vous répond sous deux jours ouvrables.',
    action: {
      kind: 'mail',
      label: 'Faire une demande',
      mailbox: 'info',
      subject: 'Demande de compte crédit entreprise',
    },
  },
  related: {
    heading: 'Pages associées',
    links: [
      {
        title: 'Prêts entreprise',
        summary: "Prêts sans garantie réelle, immobiliers, spéciaux et d'amorçage.",
        href: '/business_loans',
        linkText: 'Détails des prêts entreprise',
      },
      {
        title: 'Compte de dépôt entreprise',
        summary: 'Déposez vos recettes et payez vos fournisseurs depuis un seul compte.',
        href: '/business_deposit_account',
        linkText: 'Détails du compte de dépôt entreprise',
      },
      {
        title: 'Compte société',
        summary: 'Des plafonds élevés et un accès multi-utilisateurs pour les grandes entreprises.',
        href: '/corperate_account',
        linkText: 'Détails du compte société',
      },
    ],
  },
} satisfies ProductPageContent & Translated<typeof english>;

export default businessCreditAccount;
