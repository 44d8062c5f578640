import { identity, phoneOnOneLine, type HubContent, type Translated } from '@mboa/shared';
import type english from './hub.en';

const groupSocietiesHub = {
  meta: {
    title: `Groupes et associations | ${identity.shortName}`,
    description:
      "Comptes njangie, comptes réunion et comptes d'église pour groupes, associations et paroisses, avec plusieurs signataires et des relevés clairs.",
  },
  title: 'Groupes et associations',
  description:
    'Njangies (tontines), réunions et églises gardent leurs cotisations en sécurité chez nous, avec les signataires choisis par les membres, et des relevés que le bureau peut présenter à chaque séance.',
  highlights: [
    'Njangies de 5\u00a0membres ou plus',
    'Plusieurs signataires',
    `Virements gratuits entre comptes ${identity.shortName}`,
  ],
  groups: [
    {
      heading: 'Comptes pour les groupes',
      intro:
        "Apportez l'enregistrement du groupe, ses statuts, les pièces d'identité de son bureau ou de ses signataires et un justificatif de domicile.",
      cards: [
        {
          title: 'Compte de groupe njangie',
          summary:
            'Njangie\u00a0: la tontine de votre groupe, en sécurité entre les séances et versée à chaque membre à son tour.',
          href: '/njangie',
          linkText: 'Détails du compte njangie',
        },
        {
          title: 'Compte réunion',
          summary:
            "Un compte pour les réunions de famille, les associations de village et les associations d'anciens élèves.",
          href: '/meetings',
          linkText: 'Détails du compte réunion',
        },
        {
          title: "Compte d'église",
          summary: 'Dîmes, offrandes et dons sur un seul compte, avec au moins 2\u00a0signataires.',
          href: '/church',
          linkText: "Détails du compte d'église",
        },
      ],
    },
  ],
  sections: [
    {
      // The footer's "#loan_application" link on every page leads here: the anchor is contract, the same in both languages.
      anchor: 'loan_application',
      heading: 'Demande de prêt de groupe',
      paragraphs: [
        'Une njangie, une réunion ou une association enregistrée qui épargne chez nous peut emprunter en tant que groupe\u00a0: pour une salle, un forage, du matériel partagé par ses membres, ou des prêts que le groupe reprête à ses membres.',
        "L'historique des cotisations du groupe joue en sa faveur, et les membres garantissent le prêt ensemble. Le montant et les conditions sont convenus avec le bureau et mis par écrit avant toute signature.",
      ],
      steps: {
        heading: 'Comment cela se passe',
        items: [
          'Le groupe décide du prêt en séance et inscrit la décision dans son procès-verbal.',
          'Le bureau nous écrit\u00a0; un conseiller le rencontre et examine le compte du groupe.',
          'Nous remettons au groupe une offre écrite\u00a0: montant, plan de remboursement et garanties.',
          "Les signataires signent, et l'argent est versé sur le compte du groupe.",
        ],
      },
      checklist: {
        heading: 'Ce que la demande exige',
        items: [
          'Un compte de groupe chez nous et un historique de cotisations régulières',
          'Le procès-verbal de la séance qui a approuvé le prêt, signé par les membres du bureau',
          "Les statuts et l'enregistrement du groupe",
          "Une pièce d'identité valide pour chaque signataire",
        ],
      },
      action: {
        kind: 'mail',
        label: 'Écrivez-nous pour demander un prêt de groupe',
        mailbox: 'info',
        subject: 'Demande de prêt de groupe',
      },
    },
  ],
  help: {
    heading: 'Vous ouvrez un compte pour votre groupe\u00a0?',
    text: `Notre personnel peut venir à votre prochaine séance pour tout vous expliquer. Écrivez à ${identity.email.info} et nous vous répondons sous deux jours ouvrables, ou appelez le ${phoneOnOneLine(identity.phone.plain)} (${identity.liveChat.hours.fr}).`,
    linkText: 'Nous contacter',
    href: '/contact-us',
  },
} satisfies HubContent & Translated<typeof english>;

export default groupSocietiesHub;
