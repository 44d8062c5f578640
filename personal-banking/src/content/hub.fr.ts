import { identity, type HubContent, type Translated } from '@mboa/shared';
import type english from './hub.en';

const personalBankingHub = {
  meta: {
    title: `Particuliers | ${identity.shortName}`,
    description: `Comptes d'épargne, de dépôt, crédit, étudiant, d'épargne journalière, mineur et individuel, prêts, virements gratuits et canaux bancaires ${identity.shortName}.`,
  },
  title: 'Particuliers',
  description: `Des comptes pour chaque étape de la vie, de la première épargne d'un mineur au crédit pour vos projets. Ouvrez-en un dans l'application en quelques minutes ou en agence, et faites des virements gratuits entre comptes ${identity.shortName}.`,
  highlights: [
    `Virements gratuits entre comptes ${identity.shortName}`,
    'Épargne sans frais de tenue de compte',
    "Ouverture dans l'application en quelques minutes, ou en agence",
  ],
  groups: [
    {
      heading: 'Comptes',
      intro:
        "Munissez-vous d'une carte nationale d'identité (CNI) ou d'un passeport en cours de validité et d'un justificatif de domicile. Les comptes d'épargne, crédit et individuels des particuliers sont réservés aux adultes de 18\u00a0ans et plus.",
      cards: [
        {
          title: 'Compte personnel',
          summary: 'Comparez nos comptes personnels et trouvez celui qui vous convient.',
          href: '/personal-account',
          linkText: 'Comparer les comptes personnels',
        },
        {
          title: "Compte d'épargne",
          summary: 'Faites fructifier votre argent sans frais de tenue de compte.',
          href: '/savings_account',
          linkText: "Détails du compte d'épargne",
        },
        {
          title: 'Compte de dépôt',
          summary: 'Gardez votre argent en sécurité et disposez-en quand vous en avez besoin.',
          href: '/deposit_ccount',
          linkText: 'Détails du compte de dépôt',
        },
        {
          title: 'Compte crédit',
          summary: "Du crédit pour vos projets, sur justificatif de revenus ou d'emploi.",
          href: '/credit_account',
          linkText: 'Détails du compte crédit',
        },
        {
          title: 'Compte étudiant',
          summary:
            "Sans frais de tenue de compte pour les étudiants de 16\u00a0ans et plus, sur justificatif de statut d'étudiant.",
          href: '/student-account',
          linkText: 'Détails du compte étudiant',
        },
        {
          title: "Compte d'épargne journalière",
          summary: 'Épargnez un peu chaque jour\u00a0: nos collecteurs journaliers viennent à vous.',
          href: '/daily_saving_account',
          linkText: "Détails du compte d'épargne journalière",
        },
        {
          title: 'Compte mineur',
          summary:
            "Pour les enfants de moins de 18\u00a0ans, ouvert par un parent ou un tuteur avec sa pièce d'identité et un justificatif de domicile.",
          href: '/minor_account',
          linkText: 'Détails du compte mineur',
        },
        {
          title: 'Compte individuel',
          summary: 'Un compte de tous les jours à votre nom.',
          href: '/individual_account',
          linkText: 'Détails du compte individuel',
        },
      ],
    },
    {
      heading: 'Prêts et paiements',
      intro: 'Empruntez pour ce qui compte et payez vos dépenses courantes depuis votre compte.',
      cards: [
        {
          title: 'Prêts personnels',
          summary: 'Des prêts pour les frais de scolarité, le logement, la santé et les projets familiaux.',
          href: '/personal-loans',
          linkText: 'Détails des prêts personnels',
        },
        {
          title: 'Virements',
          summary: "Envoyez de l'argent depuis l'application, en ligne ou par USSD sur n'importe quel téléphone.",
          href: '/transfer',
          linkText: "Comment envoyer de l'argent",
        },
        {
          title: 'Virements gratuits',
          summary: `Les virements entre comptes ${identity.shortName} ne coûtent rien.`,
          href: '/bank_transfer',
          linkText: 'Comment fonctionnent les virements gratuits',
        },
        {
          title: 'Paiement de factures',
          summary: "Réglez l'électricité, l'eau, la télévision et les frais de scolarité sans faire la queue.",
          href: '/pay-bills',
          linkText: 'Détails du paiement de factures',
        },
        {
          title: 'Versement sur un compte',
          summary: `Versez de l'argent sur n'importe quel compte ${identity.shortName} en agence, par un collecteur journalier ou chez un agent.`,
          href: '/Deposit',
          linkText: 'Comment verser',
        },
      ],
    },
    {
      heading: 'Nos canaux bancaires',
      intro:
        "Faites vos opérations depuis votre téléphone, même sans données mobiles, ou en ligne depuis n'importe quel ordinateur.",
      cards: [
        {
          title: 'Application mobile et banque en ligne',
          summary:
            "Consultez vos soldes, faites des virements et payez vos factures depuis l'application ou le navigateur.",
          href: '/ways-to-bank',
          linkText: 'Tous nos canaux bancaires',
        },
        {
          title: 'Carte virtuelle',
          summary: 'Une carte pour vos achats en ligne et vos abonnements en toute sécurité.',
          href: '/virtual-card',
          linkText: 'Détails de la carte virtuelle',
        },
        {
          title: 'Achats en ligne',
          summary: 'Achetez sur les sites et chez les vendeurs locaux directement depuis votre compte.',
          href: '/purchase',
          linkText: 'Détails des achats en ligne',
        },
        {
          title: "Billets d'avion",
          summary: 'Payez vos vols en ligne avec votre carte virtuelle ou par une agence de voyages.',
          href: '/flight-ticket',
          linkText: "Détails du paiement des billets d'avion",
        },
      ],
    },
  ],
  help: {
    heading: 'Vous ne savez pas quel compte vous convient\u00a0?',
    text: `Discutez avec nous sur notre chat en direct (${identity.liveChat.hours.fr}) ou écrivez à ${identity.email.support}.`,
    linkText: "Consulter le Centre d'aide",
    href: '/help-center',
  },
} satisfies HubContent & Translated<typeof english>;

export default personalBankingHub;
