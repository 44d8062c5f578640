import { identity, type ProductPageContent, type Translated } from '@mboa/shared';
import type english from './churchAccount.en';
import support from '../support.fr';
import illustrationSrc from '../../illustrations/church.svg';

const churchAccount = {
  meta: {
    title: `Compte d'église pour les paroisses | ${identity.shortName}`,
    description:
      "Ce qu'il faut à une église pour ouvrir son compte\u00a0: enregistrement, identité des responsables, justificatif de domicile, au moins 2\u00a0signataires.",
  },
  banner: {
    title: "Compte d'église",
    description:
      'Pour les églises, les paroisses et les ministères de toutes confessions\u00a0: les dons des fidèles gardés en sécurité, avec au moins deux signataires pour chaque retrait.',
  },
  support,
  overview: {
    heading: 'Un compte auquel toute la paroisse peut se fier',
    paragraphs: [
      "Dîmes, offrandes, fête des moissons et contributions au fonds de construction vont sur le compte de l'église, à son nom, et ne restent jamais entre les mains d'une seule personne.",
      "Au moins deux signataires approuvent chaque retrait, et le conseil de l'église reçoit un relevé de compte qu'il peut présenter aux fidèles.",
    ],
    features: [
      {
        title: 'Dîmes, offrandes et dons',
        text: 'Versés après chaque culte, ou donnés par les fidèles par mobile money et par virement.',
      },
      {
        title: 'Au moins 2\u00a0signataires',
        text: 'Par exemple le pasteur et le trésorier, selon ce que prévoient vos statuts.',
      },
      { title: 'Des fonds pour chaque usage', text: 'Gardez le fonds de construction à part des dépenses courantes.' },
      {
        title: `Virements gratuits vers les comptes ${identity.shortName}`,
        text: 'Payez sans frais le personnel et les aides aux membres quand ils ont un compte chez nous.',
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: "Deux membres d'une église à côté d'une petite église, chacun signant un registre ouvert avec son propre stylo\u00a0: deux signataires.",
      width: 320,
      height: 240,
    },
  },
  eligibility: {
    heading: "Conditions d'éligibilité",
    intro: "Pour ouvrir le compte, l'église doit fournir\u00a0:",
    items: [
      'Une église enregistrée',
      "La pièce d'identité des responsables de l'église",
      'Un justificatif de domicile\u00a0: une facture ENEO ou CAMWATER récente ou un plan de localisation',
      "Des statuts, s'il y en a",
      'Au moins 2\u00a0signataires',
    ],
  },
  nextStep: {
    heading: 'Ouvrir le compte de votre église',
    text: 'Écrivez-nous en indiquant le nom de votre église et une personne à contacter. Nous vous répondons sous deux jours ouvrables et pouvons rencontrer votre conseil après un culte.',
    action: {
      kind: 'mail',
      label: "Écrivez-nous pour ouvrir un compte d'église",
      mailbox: 'info',
      subject: "Demande de compte d'église (paroisse)",
    },
  },
  related: {
    heading: 'Pages associées',
    links: [
      {
        title: "Compte d'église, rubrique Entreprises",
        summary: 'Projets, personnel et paiements pour les grandes églises et les ministères.',
        href: '/church_account',
        linkText: "Détails du compte d'église",
      },
      {
        title: 'Compte réunion',
        summary: "Pour les réunions de famille, les associations de village et d'anciens élèves.",
        href: '/meetings',
        linkText: 'Détails du compte réunion',
      },
      {
        title: 'Prêts de groupe',
        summary: 'Financez une salle, une école ou un projet de la communauté.',
        href: '/group-societies#loan_application',
        linkText: 'Comment demander un prêt de groupe',
      },
    ],
  },
} satisfies ProductPageContent & Translated<typeof english>;

export default churchAccount;
