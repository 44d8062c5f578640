import { atAnyBranch, identity, type ProductPageContent, type Translated } from '@mboa/shared';
import illustrationSrc from '../../illustrations/savings.svg';
import support from '../support.fr';
import type english from './savingsAccount.en';

const savingsAccount = {
  meta: {
    title: `Compte d'épargne | ${identity.shortName}`,
    description:
      "Épargnez pour la scolarité, le loyer ou les coups durs, sans frais de tenue de compte. Ouverture dans l'application ou en agence.",
  },
  banner: {
    title: "Compte d'épargne",
    description:
      "Un endroit sûr pour l'argent que vous mettez de côté pour les frais de scolarité, le loyer ou les coups durs, sans frais de tenue de compte.",
  },
  support,
  overview: {
    heading: 'Sans frais de tenue de compte, votre épargne reste à vous',
    paragraphs: [
      "Sur un compte d'épargne, l'argent dont vous n'avez pas besoin aujourd'hui reste à l'écart de vos dépenses courantes. Il convient aux adultes qui se constituent une réserve pour les frais de scolarité, un projet de construction, un mariage ou une urgence.",
      "Votre épargne vous rapporte des intérêts. Les taux changent de temps en temps\u00a0: demandez-nous le taux en vigueur avant d'ouvrir le compte.",
    ],
    features: [
      {
        title: 'Sans frais de tenue de compte',
        text: "Rien n'est prélevé chaque mois sur votre solde pour le simple fait de garder le compte ouvert.",
      },
      {
        title: 'Versez à votre façon',
        text: 'Déposez en agence, remettez vos espèces à un collecteur journalier ou versez depuis votre compte mobile money.',
      },
      {
        title: `Virements gratuits vers les comptes ${identity.shortName}`,
        text: `Virez sans frais de l'argent vers votre propre compte ${identity.shortName} ou vers celui d'un autre membre.`,
      },
      {
        title: "Suivi depuis n'importe quel téléphone",
        text: "Consultez votre solde dans l'application, en ligne, ou par USSD quand vous n'avez plus de données mobiles.",
      },
      {
        title: 'Une coopérative détenue par ses membres',
        text: "En tant que coopérative d'épargne et de crédit, nous prêtons l'épargne des membres à d'autres membres\u00a0: votre argent travaille près de chez vous.",
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: "Un bocal en verre rempli de pièces d'or, à côté d'une pile de pièces d'où pousse une jeune plante.",
      width: 320,
      height: 240,
    },
  },
  eligibility: {
    heading: "Qui peut l'ouvrir et quoi apporter",
    intro:
      "Apportez les originaux en agence, ou préparez-en des photos bien lisibles si vous ouvrez le compte dans l'application.",
    items: [
      '18\u00a0ans ou plus',
      "Une carte nationale d'identité (CNI) ou un passeport en cours de validité",
      'Un justificatif de domicile\u00a0: une facture ENEO ou CAMWATER récente ou un plan de localisation',
    ],
  },
  fees: {
    heading: 'Frais',
    facts: [
      { label: 'Frais de tenue de compte', value: 'Néant' },
      { label: `Virements vers d'autres comptes ${identity.shortName}`, value: 'Gratuits' },
    ],
    note: "Pour les autres frais, demandez-nous la grille tarifaire en vigueur avant d'ouvrir le compte.",
  },
  nextStep: {
    heading: "Ouvrez votre compte d'épargne",
    text: `Écrivez-nous avec votre nom et votre numéro de téléphone. Un conseiller vous répond sous deux jours ouvrables avec le formulaire\u00a0; vous ouvrez ensuite le compte ${atAnyBranch('fr')}, ou dans l'application.`,
    action: {
      kind: 'mail',
      label: "Écrivez-nous pour ouvrir un compte d'épargne",
      mailbox: 'info',
      subject: "Demande d'ouverture\u00a0: compte d'épargne",
    },
  },
  related: {
    heading: 'Pages associées',
    links: [
      {
        title: "Compte d'épargne journalière",
        summary: 'Épargnez un peu des ventes de chaque jour\u00a0: un collecteur passe à votre étal.',
        href: '/daily_saving_account',
        linkText: "Détails du compte d'épargne journalière",
      },
      {
        title: 'Compte étudiant',
        summary: 'Sans frais de tenue de compte pour les étudiants de 16\u00a0ans et plus.',
        href: '/student-Account',
        linkText: 'Détails du compte étudiant',
      },
      {
        title: 'Virements gratuits',
        summary: `Envoyez de l'argent sans frais vers n'importe quel compte ${identity.shortName}.`,
        href: '/bank_transfer',
        linkText: 'Comment fonctionnent les virements gratuits',
      },
    ],
  },
} satisfies ProductPageContent & Translated<typeof english>;

export default savingsAccount;
