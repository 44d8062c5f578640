import { identity, type ProductPageContent, type Translated } from '@mboa/shared';
import illustrationSrc from '../../illustrations/personal-account.svg';
import support from '../support.fr';
import type english from './personalAccount.en';

const personalAccount = {
  meta: {
    title: `Compte personnel | ${identity.shortName}`,
    description: `Comparez les comptes personnels ${identity.shortName} pour adultes, étudiants, enfants et commerçants. Ouverture dans l'application ou en agence.`,
  },
  banner: {
    title: 'Compte personnel',
    description: `Un compte personnel fait de vous un membre de ${identity.name}, une coopérative d'épargne et de crédit qui appartient à ceux qui y ont leur compte.`,
  },
  support,
  overview: {
    heading: 'Un compte pour chaque étape de votre vie',
    paragraphs: [
      "Choisissez parmi les comptes d'épargne, de dépôt, crédit, étudiant, d'épargne journalière, mineur et individuel. Chacun vous donne accès à l'application, à la banque en ligne et à l'USSD\u00a0: vous pouvez faire vos opérations depuis n'importe quel téléphone.",
      "Vous pouvez ouvrir un compte dans l'application en quelques minutes, ou en agence si vous préférez en parler avec un conseiller.",
    ],
    features: [
      {
        title: 'Une épargne sans frais de tenue de compte',
        text: "Les comptes d'épargne sont sans frais de tenue de compte.",
      },
      {
        title: 'Les étudiants dès 16\u00a0ans',
        text: "Les comptes étudiants sont sans frais de tenue de compte et s'ouvrent sur justificatif de statut d'étudiant.",
      },
      {
        title: 'Les enfants de moins de 18\u00a0ans',
        text: "Un parent ou un tuteur ouvre un compte mineur au nom de l'enfant.",
      },
      {
        title: 'Les commerçants payés en espèces',
        text: "Avec un compte d'épargne journalière, un collecteur passe à votre étal pour recueillir votre épargne.",
      },
      {
        title: `Virements gratuits entre comptes ${identity.shortName}`,
        text: `Quel que soit votre compte, envoyer de l'argent vers un autre compte ${identity.shortName} ne coûte rien.`,
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: "Un téléphone affichant l'écran d'un compte, à côté d'un portefeuille fermé.",
      width: 320,
      height: 240,
    },
  },
  eligibility: {
    heading: 'Qui peut en ouvrir un et quoi apporter',
    items: [
      "18\u00a0ans ou plus pour les comptes d'épargne, crédit et individuel",
      "16\u00a0ans ou plus pour un compte étudiant, avec un justificatif de statut d'étudiant",
      "Pour un compte mineur\u00a0: un enfant de moins de 18\u00a0ans, avec la pièce d'identité et le justificatif de domicile du parent ou du tuteur",
      "Une carte nationale d'identité (CNI) ou un passeport en cours de validité, et un justificatif de domicile",
      "Pour un compte crédit\u00a0: un justificatif de revenus ou d'emploi",
    ],
  },
  fees: {
    heading: 'Frais',
    facts: [
      { label: "Comptes d'épargne\u00a0: frais de tenue de compte", value: 'Néant' },
      { label: 'Comptes étudiants\u00a0: frais de tenue de compte', value: 'Néant' },
      { label: `Virements vers d'autres comptes ${identity.shortName}`, value: 'Gratuits' },
    ],
  },
  nextStep: {
    heading: 'Vous hésitez sur le compte à choisir\u00a0?',
    text: 'Dites-nous en quelques mots comment vous gagnez votre vie et pour quoi vous épargnez. Un conseiller vous répond avec le compte qui vous convient et les documents à apporter.',
    action: {
      kind: 'mail',
      label: 'Demander quel compte vous convient',
      mailbox: 'info',
      subject: 'Renseignements\u00a0: compte personnel',
    },
  },
  related: {
    heading: 'Pages associées',
    links: [
      {
        title: 'Compte individuel',
        summary: 'Un compte de tous les jours à votre nom.',
        href: '/individual_account',
        linkText: 'Détails du compte individuel',
      },
      {
        title: "Compte d'épargne",
        summary: 'Votre épargne sans frais de tenue de compte.',
        href: '/savings_account',
        linkText: "Détails du compte d'épargne",
      },
      {
        title: 'Nos canaux bancaires',
        summary: "L'application, la banque en ligne, l'USSD et la carte virtuelle.",
        href: '/ways-to-bank',
        linkText: 'Voir tous nos canaux bancaires',
      },
    ],
  },
} satisfies ProductPageContent & Translated<typeof english>;

export default personalAccount;
