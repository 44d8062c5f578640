import { identity, phoneOnOneLine, type ProductPageContent, type Translated } from '@mboa/shared';
import illustrationSrc from '../../illustrations/daily-savings.svg';
import support from '../support.fr';
import type english from './dailySavingsAccount.en';

const dailySavingsAccount = {
  meta: {
    title: `Compte d'épargne journalière | ${identity.shortName}`,
    description:
      'Épargnez un peu des ventes de chaque jour\u00a0: un collecteur journalier passe à votre étal ou à votre boutique et verse votre épargne sur votre compte.',
  },
  banner: {
    title: "Compte d'épargne journalière",
    description:
      'Pour les commerçants et tous ceux qui sont payés en espèces\u00a0: mettez de côté chaque jour sans quitter votre étal.',
  },
  support,
  overview: {
    heading: 'Épargnez chaque jour sans quitter votre étal',
    paragraphs: [
      `Nos collecteurs journaliers font le tour des marchés et des boutiques. Vous leur remettez ce que vous voulez épargner sur les ventes du jour, et le collecteur le verse sur votre compte ${identity.shortName}.`,
      'Il convient aux commerçants des marchés, boutiquiers, couturiers, coiffeurs, chauffeurs de taxi et conducteurs de moto-taxi\u00a0: à tous ceux qui gagnent leur vie en espèces et ont du mal à épargner en fin de mois.',
    ],
    features: [
      {
        title: 'Un collecteur vient à vous',
        text: "Pas de file d'attente en agence, et pas besoin de fermer votre étal pour déposer vos recettes.",
      },
      {
        title: 'Les petites sommes font les grandes',
        text: 'Un peu des ventes de chaque jour constitue une réserve pour le stock, le loyer ou les frais de scolarité.',
      },
      {
        title: 'Chaque collecte enregistrée',
        text: "Chaque montant remis au collecteur est crédité sur votre compte, et vous pouvez vérifier votre solde par USSD ou dans l'application.",
      },
      {
        title: "Moins d'espèces sur place",
        text: "Moins d'espèces dans le tiroir à la fermeture, c'est moins d'argent exposé au vol.",
      },
      {
        title: `Virements gratuits entre comptes ${identity.shortName}`,
        text: "Payez votre grossiste sur votre épargne sans frais de virement, s'il a son compte chez nous.",
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: "Une commerçante coiffée d'un foulard tend une pièce d'or vers un sac d'épargne, à côté d'un calendrier où le jour est coché.",
      width: 320,
      height: 240,
    },
  },
  eligibility: {
    heading: "Qui peut l'ouvrir et quoi apporter",
    intro: `Vous doutez qu'une personne soit vraiment un collecteur ${identity.shortName}\u00a0? Appelez-nous au ${phoneOnOneLine()} avant de lui remettre de l'argent.`,
    items: [
      "Une carte nationale d'identité (CNI) ou un passeport en cours de validité",
      'Un justificatif de domicile\u00a0: une facture ENEO ou CAMWATER récente ou un plan de localisation',
      "Le nom du marché et le numéro de votre étal, ou l'adresse de votre boutique, pour que le collecteur vous trouve",
    ],
  },
  fees: {
    heading: 'Frais',
    facts: [{ label: `Virements vers d'autres comptes ${identity.shortName}`, value: 'Gratuits' }],
    note: 'Demandez la liste des frais du compte à votre collecteur ou en agence.',
  },
  nextStep: {
    heading: "Demandez la visite d'un collecteur",
    text: "Indiquez-nous votre nom, votre marché ou votre rue et votre numéro de téléphone. Un conseiller vous rappelle et organise le passage d'un collecteur à votre étal ou à votre boutique.",
    action: {
      kind: 'mail',
      label: "Écrivez-nous pour ouvrir un compte d'épargne journalière",
      mailbox: 'info',
      subject: "Demande d'ouverture\u00a0: compte d'épargne journalière",
    },
  },
  related: {
    heading: 'Pages associées',
    links: [
      {
        title: 'Versement sur un compte',
        summary: "Les autres façons de verser de l'argent\u00a0: en agence, chez un agent ou par mobile money.",
        href: '/Deposit',
        linkText: 'Toutes les façons de verser',
      },
      {
        title: "Compte d'épargne",
        summary: "Mettez de l'argent de côté sans frais de tenue de compte.",
        href: '/savings_account',
        linkText: "Détails du compte d'épargne",
      },
      {
        title: 'Compte crédit',
        summary: 'Du crédit pour réapprovisionner votre stock, remboursé au rythme de vos recettes.',
        href: '/credit_account',
        linkText: 'Détails du compte crédit',
      },
    ],
  },
} satisfies ProductPageContent & Translated<typeof english>;

export default dailySavingsAccount;
