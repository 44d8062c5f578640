import { atAnyBranch, identity, type ProductPageContent, type Translated } from '@mboa/shared';
import illustrationSrc from '../../illustrations/minor.svg';
import support from '../support.fr';
import type english from './minorAccount.en';

const minorAccount = {
  meta: {
    title: `Compte mineur | ${identity.shortName}`,
    description:
      "Épargnez pour un enfant de moins de 18\u00a0ans avec un compte mineur, ouvert et géré par un parent ou tuteur sur pièce d'identité et justificatif de domicile.",
  },
  banner: {
    title: 'Compte mineur',
    description:
      "Une épargne au nom de votre enfant, ouverte et gérée par vous jusqu'à ce qu'il soit en âge de gérer son propre argent.",
  },
  support,
  overview: {
    heading: "Donnez une longueur d'avance à votre enfant",
    paragraphs: [
      "Un compte mineur est destiné aux enfants de moins de 18\u00a0ans. Un parent ou un tuteur l'ouvre au nom de l'enfant et le gère pour lui.",
      "Utilisez-le pour mettre de côté l'argent des anniversaires, les cadeaux de la famille et l'épargne pour le secondaire ou l'université, bien avant l'échéance des frais.",
    ],
    features: [
      {
        title: 'Commencez tôt',
        text: "Même de petites sommes épargnées dès les premières années de l'enfant font la différence quand les frais de scolarité augmentent.",
      },
      { title: 'Vous gardez la main', text: 'Le parent ou le tuteur gère le compte et autorise chaque retrait.' },
      {
        title: 'La famille peut contribuer',
        text: "Grands-parents, oncles et tantes qui ont leur compte chez nous peuvent verser de l'argent par virement, sans frais.",
      },
      {
        title: 'Transmettez de bonnes habitudes',
        text: 'Regardez le solde ensemble et parlez de chaque versement\u00a0; notre programme «\u00a0Money Skills\u00a0: éducation financière\u00a0» a des idées pour tous les âges.',
      },
      {
        title: "Prêt pour l'âge adulte",
        text: "Quand votre enfant atteint 18\u00a0ans, nous l'aidons à transférer son épargne sur un compte à son propre nom.",
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: "Un parent, la main sur l'épaule d'un enfant qui tient une tirelire.",
      width: 320,
      height: 240,
    },
  },
  eligibility: {
    heading: "Qui peut l'ouvrir et quoi apporter",
    intro:
      "Le parent ou le tuteur ouvre le compte et apporte l'acte de naissance de l'enfant et ses propres documents.",
    items: [
      'Pour un enfant de moins de 18\u00a0ans',
      'Ouvert par un parent ou un tuteur',
      "La carte nationale d'identité (CNI) ou le passeport en cours de validité du parent ou du tuteur",
      'Le justificatif de domicile du parent ou du tuteur\u00a0: une facture ENEO ou CAMWATER récente ou un plan de localisation',
      "L'acte de naissance de l'enfant",
      'Pour un tuteur, la décision de justice qui le désigne',
    ],
  },
  fees: {
    heading: 'Frais',
    facts: [{ label: `Virements vers d'autres comptes ${identity.shortName}`, value: 'Gratuits' }],
  },
  nextStep: {
    heading: 'Ouvrez un compte pour votre enfant',
    text: `Écrivez-nous avec votre nom, ainsi que le prénom et l'âge de votre enfant. Un conseiller vous répond avec le formulaire et la liste des documents à apporter\u00a0; vous ouvrez ensuite le compte ${atAnyBranch('fr')}.`,
    action: {
      kind: 'mail',
      label: 'Écrivez-nous pour ouvrir un compte mineur',
      mailbox: 'info',
      subject: "Demande d'ouverture\u00a0: compte mineur",
    },
  },
  related: {
    heading: 'Pages associées',
    links: [
      {
        title: 'Compte étudiant',
        summary: 'Dès 16\u00a0ans, les étudiants peuvent avoir leur propre compte, sans frais de tenue de compte.',
        href: '/student-Account',
        linkText: 'Compte étudiant dès 16\u00a0ans',
      },
      {
        title: "Compte d'épargne",
        summary: 'Votre propre épargne, sans frais de tenue de compte.',
        href: '/savings_account',
        linkText: "Détails du compte d'épargne",
      },
      {
        title: 'Virements gratuits',
        summary: `Les proches qui ont un compte ${identity.shortName} peuvent envoyer de l'argent à votre enfant sans frais.`,
        href: '/bank_transfer',
        linkText: 'Comment fonctionnent les virements gratuits',
      },
    ],
  },
} satisfies ProductPageContent & Translated<typeof english>;

export default minorAccount;
