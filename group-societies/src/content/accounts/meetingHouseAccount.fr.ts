import { identity, type ProductPageContent, type Translated } from '@mboa/shared';
import type english from './meetingHouseAccount.en';
import support from '../support.fr';
import illustrationSrc from '../../illustrations/meeting-house.svg';

const meetingHouseAccount = {
  meta: {
    title: `Compte réunion | ${identity.shortName}`,
    description:
      "Un compte pour les réunions de famille, les comités de développement, d'anciens élèves et culturelles, avec signataires et relevés.",
  },
  banner: {
    title: 'Compte réunion',
    description:
      "Pour les réunions de famille, les comités de développement, les associations d'anciens élèves et les associations culturelles\u00a0: cotisations, contributions et projets sur un seul compte.",
  },
  support,
  overview: {
    heading: 'Cotisations, contributions et projets, bien tenus',
    paragraphs: [
      "Chaque séance mensuelle collecte des cotisations, des amendes et des contributions pour la salle, une route, une école ou un membre dans le besoin. Le compte réunion les garde en sécurité au nom de l'association.",
      "Quand l'association construit ou aide un membre, le trésorier paie depuis le compte avec les signatures convenues, et le relevé, que le bureau présente en séance, dit comment l'argent de l'association a été utilisé.",
    ],
    features: [
      {
        title: 'Un seul compte pour la maison',
        text: "Cotisations, amendes, contributions et dons des membres, au pays comme à l'étranger.",
      },
      { title: 'Plusieurs signataires', text: 'Aucun paiement sans les signatures exigées par les statuts.' },
      {
        title: 'Une épargne pour vos projets',
        text: "Mettez de l'argent de côté pour une salle, un forage ou une aide aux frais de scolarité.",
      },
      {
        title: "Des relevés pour l'assemblée générale",
        text: 'Une trace claire à lire en séance et à transmettre lors des élections.',
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: 'Une case communautaire traditionnelle au haut toit pentu et aux poteaux sculptés, à côté de trois membres derrière une caisse.',
      width: 320,
      height: 240,
    },
  },
  eligibility: {
    heading: "Conditions d'éligibilité",
    intro: "Pour ouvrir un compte réunion, l'association doit fournir\u00a0:",
    items: [
      'Un groupe enregistré',
      'Des statuts',
      "Les pièces d'identité de ses signataires",
      'Un justificatif de domicile\u00a0: une facture ENEO ou CAMWATER récente ou un plan de localisation',
    ],
  },
  nextStep: {
    heading: 'Ouvrir un compte réunion',
    text: 'Écrivez-nous en indiquant le nom de votre association, son lieu de réunion et une personne à contacter. Nous vous répondons sous deux jours ouvrables avec les formulaires.',
    action: {
      kind: 'mail',
      label: 'Écrivez-nous pour ouvrir un compte réunion',
      mailbox: 'info',
      subject: 'Demande de compte réunion',
    },
  },
  related: {
    heading: 'Pages associées',
    links: [
      {
        title: 'Compte de groupe njangie',
        summary: 'Njangie\u00a0: la tontine de votre groupe, dès 5\u00a0membres.',
        href: '/njangie',
        linkText: 'Détails du compte njangie',
      },
      {
        title: 'Prêts de groupe',
        summary: "Financez un projet de l'association.",
        href: '/group-societies#loan_application',
        linkText: 'Comment demander un prêt de groupe',
      },
      {
        title: 'Compte de groupe',
        summary: "Pour les coopératives et les groupes d'initiative commune (GIC).",
        href: '/group_account',
        linkText: 'Détails du compte de groupe',
      },
    ],
  },
} satisfies ProductPageContent & Translated<typeof english>;

export default meetingHouseAccount;
