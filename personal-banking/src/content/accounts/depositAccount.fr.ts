import { atAnyBranch, identity, type ProductPageContent, type Translated } from '@mboa/shared';
import illustrationSrc from '../../illustrations/deposit.svg';
import support from '../support.fr';
import type english from './depositAccount.en';

const depositAccount = {
  meta: {
    title: `Compte de dépôt | ${identity.shortName}`,
    description: `Gardez votre argent en sécurité sur un compte de dépôt à vue où vous versez et retirez quand vous voulez, avec des virements gratuits entre comptes ${identity.shortName}.`,
  },
  banner: {
    title: 'Compte de dépôt',
    description:
      'Gardez votre argent en sécurité chez nous et disposez-en quand vous en avez besoin, au guichet ou depuis votre téléphone.',
  },
  support,
  overview: {
    heading: 'Votre argent en sécurité, et disponible quand il le faut',
    paragraphs: [
      "Un compte de dépôt à vue reçoit l'argent dont vous vous servez\u00a0: les recettes de la boutique, votre salaire, l'argent envoyé par la famille. Vous versez quand vous avez des espèces et vous retirez quand vous en avez besoin.",
      "Il convient à tous ceux qui ne veulent plus garder de grosses sommes à la maison ou à l'étal.",
    ],
    features: [
      {
        title: "Plus sûr que l'argent à la maison",
        text: "L'argent sur votre compte est à l'abri du feu, du vol et de la tentation de le dépenser.",
      },
      {
        title: 'Retirez quand vous en avez besoin',
        text: "Retirez des espèces au guichet, ou faites vos virements dans l'application quand vous le voulez.",
      },
      {
        title: 'Recevez vos paiements',
        text: 'Salaire, loyers de vos locataires ou soutien de la famille peuvent être versés directement sur le compte.',
      },
      {
        title: 'Relevés sur demande',
        text: 'Obtenez un relevé de compte pour un bailleur, un dossier de visa ou une demande de prêt\u00a0; il peut être contrôlé sur notre page Vérifier un relevé.',
      },
      {
        title: `Virements gratuits entre comptes ${identity.shortName}`,
        text: 'Payer un fournisseur ou un proche qui a son compte chez nous ne coûte rien.',
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: 'Un coffre-fort vert ouvert, rempli de liasses de billets et de pièces bien rangées.',
      width: 320,
      height: 240,
    },
  },
  eligibility: {
    heading: "Qui peut l'ouvrir et quoi apporter",
    intro: "Dans l'application, vous envoyez des photos de ces documents\u00a0; en agence, apportez les originaux.",
    items: [
      "Une carte nationale d'identité (CNI) ou un passeport en cours de validité",
      'Un justificatif de domicile\u00a0: une facture ENEO ou CAMWATER récente ou un plan de localisation',
    ],
  },
  fees: {
    heading: 'Frais',
    facts: [{ label: `Virements vers d'autres comptes ${identity.shortName}`, value: 'Gratuits' }],
    note: "Demandez-nous la liste complète des frais avant d'ouvrir le compte.",
  },
  nextStep: {
    heading: 'Ouvrez votre compte de dépôt',
    text: `Envoyez-nous un message\u00a0: un conseiller vous explique quoi remplir et quoi apporter, puis vous ouvrez le compte ${atAnyBranch('fr')}. Vous pouvez aussi ouvrir le compte vous-même dans l'application, en quelques minutes.`,
    action: {
      kind: 'mail',
      label: 'Écrivez-nous pour ouvrir un compte de dépôt',
      mailbox: 'info',
      subject: "Demande d'ouverture\u00a0: compte de dépôt",
    },
  },
  related: {
    heading: 'Pages associées',
    links: [
      {
        title: 'Versement sur un compte',
        summary: "Versez de l'argent en agence, par un collecteur journalier ou chez un agent.",
        href: '/Deposit',
        linkText: "Les façons de verser de l'argent",
      },
      {
        title: "Compte d'épargne",
        summary: "Mettez de l'argent de côté sans frais de tenue de compte.",
        href: '/savings_account',
        linkText: "Détails du compte d'épargne",
      },
      {
        title: 'Nos canaux bancaires',
        summary: "L'application, la banque en ligne ou l'USSD sur n'importe quel téléphone.",
        href: '/ways-to-bank',
        linkText: 'Comparer nos canaux bancaires',
      },
    ],
  },
} satisfies ProductPageContent & Translated<typeof english>;

export default depositAccount;
