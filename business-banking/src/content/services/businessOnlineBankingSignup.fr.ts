import { atAnyBranch, identity, type ProductPageContent, type Translated } from '@mboa/shared';
import type english from './businessOnlineBankingSignup.en';
import support from '../support.fr';
import illustrationSrc from '../../illustrations/business-online-banking.svg';

const businessOnlineBankingSignup = {
  meta: {
    title: `Obtenir la banque en ligne entreprise | ${identity.shortName}`,
    description: `Comment une entreprise cliente de ${identity.shortName} obtient la banque en ligne\u00a0: écrivez-nous, venez en agence avec les documents, nous créons vos utilisateurs.`,
  },
  banner: {
    title: 'Obtenir la banque en ligne entreprise',
    description:
      "L'inscription en ligne n'est pas ouverte sur ce site\u00a0: une entreprise obtient la banque en ligne avec nous, en quatre étapes.",
  },
  support,
  overview: {
    heading: 'Comment une entreprise obtient la banque en ligne',
    paragraphs: [
      "La banque en ligne entreprise se met en place avec l'entreprise, pas sur ce site\u00a0: la personne qui l'administrera pour vous rencontre l'un de nos conseillers, qui vérifie qui peut utiliser les comptes et ce que chaque utilisateur peut faire.",
      `Il faut un premier message et une visite ${atAnyBranch('fr')}. Vos utilisateurs se connectent ensuite depuis l'application ${identity.shortName} ou le navigateur, chacun avec son propre accès.`,
    ],
    features: [
      {
        title: '1. Écrivez-nous',
        text: "Avec le nom de l'entreprise, le numéro de son compte chez nous et le nom de la personne qui administrera les utilisateurs. N'envoyez jamais de mot de passe.",
      },
      {
        title: '2. Apportez les documents',
        text: 'Nous vous répondons sous deux jours ouvrables avec une date de rendez-vous, la liste ci-dessous et les formulaires à signer.',
      },
      {
        title: '3. Créez les utilisateurs',
        text: "Votre conseiller crée chaque utilisateur et les validations que vous choisissez\u00a0: qui prépare un paiement, qui l'approuve.",
      },
      {
        title: '4. Connectez-vous',
        text: "Chaque utilisateur reçoit son propre accès et se connecte depuis l'application ou le navigateur. Nous ne le demandons jamais par téléphone ni par e-mail.",
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: "Un ordinateur portable et un téléphone affichant un tableau de bord avec des graphiques en barres, surmontés d'un cadenas.",
      width: 320,
      height: 240,
    },
  },
  eligibility: {
    heading: 'Quoi apporter',
    intro: 'Pour une entreprise qui a déjà un compte chez nous\u00a0:',
    items: [
      "Le numéro de compte de l'entreprise",
      "Ses documents d'immatriculation (registre du commerce et du crédit mobilier, RCCM) et son numéro d'identifiant unique (NIU)",
      "La décision qui désigne qui peut utiliser les comptes en ligne et approuver les paiements, signée par la personne habilitée à engager l'entreprise",
      "La carte nationale d'identité (CNI) ou le passeport en cours de validité de l'administrateur et de chaque utilisateur",
    ],
  },
  nextStep: {
    heading: 'Écrivez-nous pour commencer',
    text: `Écrivez à ${identity.email.support} en indiquant le nom de l'entreprise, le numéro de son compte et le nom de la personne qui administrera les utilisateurs. Nous vous répondons sous deux jours ouvrables avec une date de rendez-vous et les formulaires.`,
    action: {
      kind: 'mail',
      label: 'Nous écrire au sujet de la banque en ligne entreprise',
      mailbox: 'support',
      subject: 'Banque en ligne entreprise\u00a0: démarrer',
    },
  },
  related: {
    heading: 'Pages associées',
    links: [
      {
        title: 'Banque en ligne entreprise',
        summary: 'Paiements, salaires, validations et relevés en ligne.',
        href: '/business_online_banking',
        linkText: 'Détails de la banque en ligne entreprise',
      },
      {
        title: 'Compte société',
        summary: 'Un accès à plusieurs utilisateurs, avec des rôles sur mesure.',
        href: '/corperate_account',
        linkText: 'Détails du compte société',
      },
      {
        title: "Services d'assistance aux entreprises",
        summary: "De l'aide pour les utilisateurs, les paiements et l'application.",
        href: '/business_online_support',
        linkText: "Détails des Services d'assistance aux entreprises",
      },
    ],
  },
} satisfies ProductPageContent & Translated<typeof english>;

export default businessOnlineBankingSignup;
