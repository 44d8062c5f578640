import { atAnyBranch, identity, type ProductPageContent, type Translated } from '@mboa/shared';
import illustrationSrc from '../../illustrations/cash-deposit.svg';
import support from '../support.fr';
import type english from './deposit.en';

const deposit = {
  meta: {
    title: `Versement sur un compte | ${identity.shortName}`,
    description: `Comment verser de l'argent sur un compte ${identity.shortName}\u00a0: au guichet d'une agence, par un collecteur journalier, chez un agent ou par mobile money.`,
  },
  banner: {
    title: 'Versement sur un compte',
    description:
      "Versez de l'argent sur votre compte, ou sur celui d'un autre, en agence, par un collecteur ou un agent, ou depuis mobile money.",
  },
  support,
  overview: {
    heading: 'Versez là où cela vous arrange',
    paragraphs: [
      `Vous pouvez verser de l'argent sur n'importe quel compte ${identity.shortName}\u00a0: le vôtre, celui d'un enfant, d'un étudiant ou d'un fournisseur. Il vous suffit du numéro de compte et du nom du titulaire.`,
      'Choisissez la façon qui convient à votre journée, que vous travailliez au marché, dans un bureau ou loin de la ville.',
    ],
    features: [
      { title: 'En agence', text: "Versez des espèces au guichet pendant les heures d'ouverture." },
      {
        title: 'Par un collecteur journalier',
        text: 'Les commerçants remettent leur versement à un collecteur qui passe au marché.',
      },
      {
        title: 'Chez un agent',
        text: 'Nos agents reçoivent les versements plus près de chez vous et de votre travail.',
      },
      {
        title: 'Depuis mobile money',
        text: "Transférez de l'argent de votre porte-monnaie mobile money vers votre compte, depuis votre téléphone.",
      },
      {
        title: 'Gardez votre reçu',
        text: "Chaque versement en espèces donne lieu à un reçu\u00a0; gardez-le jusqu'à ce que le montant apparaisse dans votre historique.",
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: 'Un client tend un billet et des pièces à une caissière, à un guichet sous un auvent.',
      width: 320,
      height: 240,
    },
  },
  eligibility: {
    heading: 'Ce dont vous avez besoin pour verser',
    intro: `Le personnel, les collecteurs et les agents de ${identity.shortName} ne vous demanderont jamais votre code PIN.`,
    items: [
      'Le numéro de compte',
      'Le nom complet du titulaire du compte',
      "Les espèces, ou l'argent de votre porte-monnaie mobile money",
    ],
  },
  nextStep: {
    heading: 'Trouvez où verser près de chez vous',
    text: `Versez ${atAnyBranch('fr')}, ou auprès de nos agents et collecteurs journaliers. Indiquez-nous votre ville, votre quartier ou votre marché\u00a0: nous vous disons où verser près de chez vous.`,
    action: {
      kind: 'mail',
      label: 'Demander où verser près de chez vous',
      mailbox: 'info',
      subject: 'Versement sur un compte\u00a0: où verser près de chez moi',
    },
  },
  related: {
    heading: 'Pages associées',
    links: [
      {
        title: "Compte d'épargne journalière",
        summary: 'Un collecteur passe à votre étal pour recueillir votre épargne.',
        href: '/daily_saving_account',
        linkText: "Comment fonctionne l'épargne journalière",
      },
      {
        title: 'Compte de dépôt',
        summary: 'Gardez votre argent en sécurité et disposez-en quand vous en avez besoin.',
        href: '/deposit_ccount',
        linkText: 'Détails du compte de dépôt',
      },
      {
        title: 'Virements',
        summary: "Vous avez déjà de l'argent sur un compte\u00a0? Envoyez-le depuis votre téléphone.",
        href: '/transfer',
        linkText: "Comment envoyer de l'argent",
      },
    ],
  },
} satisfies ProductPageContent & Translated<typeof english>;

export default deposit;
