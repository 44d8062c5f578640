import { identity, type ProductPageContent, type Translated } from '@mboa/shared';
import illustrationSrc from '../../illustrations/student.svg';
import support from '../support.fr';
import type english from './studentAccount.en';

const studentAccount = {
  meta: {
    title: `Compte étudiant | ${identity.shortName}`,
    description:
      "Un compte étudiant sans frais de tenue de compte dès 16\u00a0ans. Recevez gratuitement l'argent de la famille et gérez-le depuis votre téléphone.",
  },
  banner: {
    title: 'Compte étudiant',
    description:
      'Un compte pour les étudiants de 16\u00a0ans et plus, sans frais de tenue de compte\u00a0: votre argent de poche sert aux livres et au loyer, pas aux frais bancaires.',
  },
  support,
  overview: {
    heading: "Une banque adaptée au budget d'un étudiant",
    paragraphs: [
      "Le compte étudiant s'adresse aux élèves du secondaire, aux étudiants des universités et des écoles professionnelles dès 16\u00a0ans. La famille peut vous envoyer de l'argent, et vous payez vos frais et vos factures sans transporter d'espèces sur le campus.",
      'À la fin de vos études, nous vous aidons à passer au compte adapté à votre vie professionnelle.',
    ],
    features: [
      {
        title: 'Sans frais de tenue de compte',
        text: 'Garder le compte ouvert ne vous coûte rien pendant vos études.',
      },
      {
        title: "L'argent de la famille, sans frais",
        text: 'Les parents et les proches qui ont leur compte chez nous vous envoient votre argent de poche sans frais.',
      },
      {
        title: 'Même sans données mobiles',
        text: "Consultez votre solde et envoyez de l'argent par USSD sur n'importe quel téléphone, sans forfait internet.",
      },
      {
        title: 'Payez vos études',
        text: 'Payez les frais à un établissement qui a son compte chez nous, ou réglez en ligne cours et livres avec une carte virtuelle.',
      },
      {
        title: 'Apprenez à gérer un budget',
        text: "Notre programme «\u00a0Money Skills\u00a0: éducation financière\u00a0» vous montre comment prévoir les dépenses d'un trimestre et commencer à épargner.",
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: "Une toque de diplômé posée sur une pile de livres, avec un crayon et une pièce d'or.",
      width: 320,
      height: 240,
    },
  },
  eligibility: {
    heading: "Qui peut l'ouvrir et quoi apporter",
    intro:
      "Vous avez moins de 16\u00a0ans\u00a0? Un parent ou un tuteur peut vous ouvrir un compte mineur. De 16 à 17\u00a0ans, vous ouvrez le compte étudiant avec un parent ou un tuteur, qui signe avec vous et apporte sa pièce d'identité.",
    items: [
      '16\u00a0ans ou plus',
      "Une carte nationale d'identité (CNI) ou un passeport en cours de validité",
      'Un justificatif de domicile\u00a0: une facture ENEO ou CAMWATER récente ou un plan de localisation',
      "Un justificatif de statut d'étudiant, par exemple votre carte d'étudiant ou un certificat d'inscription pour l'année en cours",
    ],
  },
  fees: {
    heading: 'Frais',
    facts: [
      { label: 'Frais de tenue de compte', value: 'Néant' },
      { label: `Virements vers d'autres comptes ${identity.shortName}`, value: 'Gratuits' },
    ],
  },
  nextStep: {
    heading: 'Ouvrez votre compte étudiant',
    text: "Envoyez-nous un e-mail depuis votre téléphone avec votre nom et votre établissement. Nous vous répondons avec les étapes, et vous terminez dans l'application ou en agence.",
    action: {
      kind: 'mail',
      label: 'Écrivez-nous pour ouvrir un compte étudiant',
      mailbox: 'info',
      subject: "Demande d'ouverture\u00a0: compte étudiant",
    },
  },
  related: {
    heading: 'Pages associées',
    links: [
      {
        title: 'Carte virtuelle',
        summary: 'Payez en ligne vos cours, vos livres et vos abonnements.',
        href: '/virtual-card',
        linkText: 'Détails de la carte virtuelle',
      },
      {
        title: 'Virements',
        summary: "Recevez et envoyez de l'argent depuis l'application, en ligne ou par USSD.",
        href: '/transfer',
        linkText: "Comment envoyer et recevoir de l'argent",
      },
      {
        title: 'Compte mineur',
        summary: 'Pour les enfants de moins de 18\u00a0ans, ouvert par un parent ou un tuteur.',
        href: '/minor_account',
        linkText: 'Détails du compte mineur',
      },
    ],
  },
} satisfies ProductPageContent & Translated<typeof english>;

export default studentAccount;
