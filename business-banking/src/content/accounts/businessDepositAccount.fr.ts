import { identity, type ProductPageContent, type Translated } from '@mboa/shared';
import type english from './businessDepositAccount.en';
import support from '../support.fr';
import illustrationSrc from '../../illustrations/business-deposit.svg';

const businessDepositAccount = {
  meta: {
    title: `Compte de dépôt entreprise | ${identity.shortName}`,
    description:
      'Déposez les recettes du jour en sécurité, payez fournisseurs et personnel, et gardez une trace claire pour votre comptabilité et vos impôts.',
  },
  banner: {
    title: 'Compte de dépôt entreprise',
    description:
      'Le compte de tous les jours de votre entreprise\u00a0: déposez les recettes, payez fournisseurs et salaires, et gardez une trace claire de chaque franc.',
  },
  support,
  overview: {
    heading: 'Ne gardez plus les recettes sous le comptoir',
    paragraphs: [
      "L'argent liquide laissé la nuit dans la boutique est en danger. Versez-le en agence, remettez-le à l'un de nos collecteurs journaliers à votre étal, ou transférez-le depuis votre mobile money\u00a0: il est en sécurité et enregistré le jour même.",
      'Votre relevé de compte mensuel montre chaque dépôt et chaque paiement, ce qui simplifie beaucoup votre comptabilité, une déclaration fiscale ou une demande de prêt.',
    ],
    features: [
      {
        title: 'Des dépôts à votre façon',
        text: 'Au guichet, par un collecteur journalier ou depuis votre mobile money.',
      },
      {
        title: 'Payez fournisseurs et personnel',
        text: `Faites des virements à vos fournisseurs, et payez gratuitement les salaires sur des comptes ${identity.shortName}.`,
      },
      {
        title: 'Plusieurs signataires',
        text: 'Décidez qui peut signer les retraits et les paiements, seul ou à plusieurs.',
      },
      {
        title: 'Des relevés clairs',
        text: "Un relevé de compte chaque mois, et chaque opération dans l'application et en ligne.",
      },
      {
        title: 'Un historique qui aide à emprunter',
        text: "Des dépôts réguliers montrent votre chiffre d'affaires quand vous demandez un prêt entreprise.",
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: "Une commerçante du marché, coiffée d'un foulard jaune, glisse une liasse de billets dans la fente d'un coffre-fort vert.",
      width: 320,
      height: 240,
    },
  },
  eligibility: {
    heading: 'Pièces à fournir',
    items: [
      "L'immatriculation de l'entreprise\u00a0: registre du commerce (RCCM), enregistrement de la coopérative ou de l'association",
      "Le numéro de contribuable (NIU) de l'entreprise",
      "Une carte nationale d'identité (CNI) ou un passeport valide pour chaque signataire",
      "Un justificatif de domicile de l'entreprise",
    ],
  },
  fees: {
    heading: 'Frais',
    facts: [{ label: `Virements vers d'autres comptes ${identity.shortName}`, value: 'Gratuits' }],
    note: "Demandez-nous la grille tarifaire en vigueur pour la tenue de compte et les autres services avant d'ouvrir le compte.",
  },
  nextStep: {
    heading: 'Ouvrir un compte de dépôt entreprise',
    text: 'Écrivez-nous en indiquant le nom de votre entreprise et un numéro de téléphone. Un conseiller entreprise vous répond sous deux jours ouvrables avec les formulaires et une date de rendez-vous.',
    action: {
      kind: 'mail',
      label: 'Écrivez-nous pour ouvrir un compte de dépôt entreprise',
      mailbox: 'info',
      subject: 'Demande de compte de dépôt entreprise',
    },
  },
  related: {
    heading: 'Pages associées',
    links: [
      {
        title: "Compte d'épargne entreprise",
        summary: 'Mettez vos bénéfices de côté, sans frais de tenue de compte.',
        href: '/business_saving_account',
        linkText: "Détails du compte d'épargne entreprise",
      },
      {
        title: 'Compte crédit entreprise',
        summary: 'Une ligne de crédit aux plafonds sur mesure et au remboursement souple.',
        href: '/business_credit_account',
        linkText: 'Détails du compte crédit entreprise',
      },
      {
        title: "Compte d'épargne journalière",
        summary: "Un collecteur passe à votre étal chercher l'épargne du jour.",
        href: '/daily_saving_account',
        linkText: "Détails du compte d'épargne journalière",
      },
    ],
  },
} satisfies ProductPageContent & Translated<typeof english>;

export default businessDepositAccount;
