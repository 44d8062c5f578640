import { identity, phoneOnOneLine, type HubContent, type Translated } from '@mboa/shared';
import type english from './hub.en';

const businessBankingHub = {
  meta: {
    title: `Entreprises | ${identity.shortName}`,
    description: `Comptes entreprise, prêts et banque en ligne pour PME, commerçants, coopératives, groupes et églises au ${identity.address.country.fr}, avec des chargés de clientèle.`,
  },
  title: 'Entreprises',
  description: `Comptes, prêts et banque en ligne pour les commerçants, les PME, les coopératives, les associations, les églises et les sociétés, dans toute la ${identity.address.region.fr} et au-delà.`,
  highlights: [
    'Épargne entreprise sans frais de tenue de compte',
    'Accès multi-utilisateurs avec les rôles de votre choix',
    `Virements gratuits entre comptes ${identity.shortName}`,
  ],
  groups: [
    {
      heading: 'Comptes entreprise',
      intro:
        "Apportez vos documents d'immatriculation, les pièces d'identité de vos signataires et un justificatif de domicile.",
      cards: [
        {
          title: "Compte d'épargne entreprise",
          summary: 'Des intérêts attractifs, des dépôts et retraits faciles, sans frais de tenue de compte.',
          href: '/business_saving_account',
          linkText: "Détails du compte d'épargne entreprise",
        },
        {
          title: 'Compte de dépôt entreprise',
          summary: 'Encaissez vos recettes en sécurité et payez vos fournisseurs depuis un seul compte.',
          href: '/business_deposit_account',
          linkText: 'Détails du compte de dépôt entreprise',
        },
        {
          title: 'Compte société',
          summary:
            'Plafonds élevés, accès multi-utilisateurs avec des rôles personnalisables, un chargé de clientèle et des rapports.',
          href: '/corperate_account',
          linkText: 'Détails du compte société',
        },
        {
          title: 'Compte crédit entreprise',
          summary:
            'Remboursement souple et plafonds sur mesure pour les entreprises en activité depuis au moins 12\u00a0mois.',
          href: '/business_credit_account',
          linkText: 'Détails du compte crédit entreprise',
        },
      ],
    },
    {
      heading: 'Groupes, associations et églises',
      intro:
        "Des comptes à plusieurs signataires, pour que chaque membre puisse avoir confiance dans la façon dont l'argent est gardé.",
      cards: [
        {
          title: 'Compte de groupe',
          summary: 'Plusieurs signataires et des fonds transparents pour les associations et les coopératives.',
          href: '/group_account',
          linkText: 'Détails du compte de groupe',
        },
        {
          title: "Compte d'église",
          summary: 'Recevez dîmes, offrandes et dons, avec plusieurs signataires.',
          href: '/church_account',
          linkText: "Détails du compte d'église",
        },
      ],
    },
    {
      heading: 'Prêts et services',
      intro:
        'De quoi démarrer, vous approvisionner ou construire, et les outils pour gérer votre entreprise depuis votre téléphone.',
      cards: [
        {
          title: 'Prêts entreprise',
          summary:
            "Prêts sans garantie réelle, immobiliers, spéciaux et d'amorçage pour les entreprises en croissance.",
          href: '/business_loans',
          linkText: 'Détails des prêts entreprise',
        },
        {
          title: 'Banque en ligne entreprise',
          summary: 'Payez salaires et fournisseurs, et suivez chaque opération, en ligne.',
          href: '/business_online_banking',
          linkText: 'Détails de la banque en ligne entreprise',
        },
        {
          title: "Services d'assistance aux entreprises",
          summary: "De l'aide pour votre compte, votre application et vos paiements quand vous en avez besoin.",
          href: '/business_online_support',
          linkText: "Détails des Services d'assistance aux entreprises",
        },
      ],
    },
  ],
  help: {
    heading: 'Parler à un conseiller entreprise',
    text: `Écrivez à ${identity.email.info} et nous vous répondons sous deux jours ouvrables, ou appelez le ${phoneOnOneLine(identity.phone.plain)} (${identity.liveChat.hours.fr}).`,
    linkText: 'Nous contacter',
    href: '/contact-us',
  },
} satisfies HubContent & Translated<typeof english>;

export default businessBankingHub;
