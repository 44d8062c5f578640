import { atAnyBranch, identity, type Translated } from '@mboa/shared';
import type english from './home.en';
import type { HomeContent } from './home';
import testimonials from '../testimonials/testimonials.fr';

const n = identity.shortName;
const { city, region } = identity.address;

const home = {
  meta: {
    title: `${identity.name} | La banque, au quotidien et partout`,
    description: `Comptes d'épargne, crédit, entreprise et njangie chez ${n}. Ouvrez-en un dans l'application ou ${atAnyBranch('fr')}.`,
  },
  hero: {
    heading: 'La banque, au quotidien et partout',
    lead: `Épargnez, empruntez, payez et envoyez de l'argent avec ${n}, la coopérative d'épargne et de crédit de ${city} qui appartient à ses membres. Faites vos opérations depuis votre téléphone, en ville comme au village, en agence, ou par USSD quand le réseau est faible.`,
    note: `Virements gratuits entre comptes ${n}. Chat en direct\u00a0: ${identity.liveChat.hours.fr}.`,
    discoverMore: { href: '/help-center', text: 'En savoir plus' },
  },
  personalBanking: {
    name: 'personal-banking',
    eyebrow: 'Particuliers',
    heading: 'Des comptes pour chaque étape de votre vie',
    paragraphs: [
      "Que vous épargniez pour les frais de scolarité, que vous constituiez du stock pour votre étal ou que vous mettiez un peu de côté chaque jour, il y a un compte pour vous\u00a0: compte d'épargne, de dépôt, crédit, étudiant, d'épargne journalière, mineur ou individuel.",
      "Il vous suffit d'une carte nationale d'identité ou d'un passeport en cours de validité et d'un justificatif de domicile.",
    ],
    highlights: [
      "Sans frais de tenue de compte sur les comptes d'épargne",
      'Comptes étudiants dès 16\u00a0ans, sans frais de tenue de compte',
      'Comptes mineurs ouverts par un parent ou un tuteur',
    ],
    action: { kind: 'route', label: "Découvrir l'offre Particuliers", to: '/personal-banking' },
    icon: 'user',
    tinted: false,
  },
  businessBanking: {
    name: 'business-banking',
    eyebrow: 'Entreprises',
    heading: 'Une banque qui grandit avec votre entreprise',
    paragraphs: [
      'De la boutique tenue seul à la coopérative ou à la grande entreprise, nous vous aidons à garder votre argent en sécurité, à payer vos fournisseurs et à financer votre prochaine étape.',
      `Comptes de dépôt, d'épargne, société, de groupe, d'église et crédit, avec la banque en ligne et une équipe d'assistance qui connaît bien la ${region.fr}.`,
    ],
    highlights: [
      'Épargne entreprise sans frais de tenue de compte',
      "Prêts sans garantie réelle, immobiliers, spéciaux et d'amorçage",
      'Banque en ligne à plusieurs utilisateurs, avec les rôles que vous choisissez',
    ],
    action: { kind: 'route', label: "Découvrir l'offre Entreprises", to: '/business-banking' },
    icon: 'briefcase',
    tinted: true,
  },
  products: {
    heading: 'Produits et services',
    intro: "Tout ce qu'il faut pour épargner, emprunter et payer, au même endroit.",
    cards: [
      {
        title: "Comptes d'épargne",
        summary: 'Gagnez des intérêts et faites grandir votre argent, sans frais de tenue de compte.',
        href: '/savings_account',
        linkText: "Découvrir les comptes d'épargne",
        icon: 'coins',
      },
      {
        title: 'Prêts',
        summary:
          'Prêts personnels et prêts entreprise aux conditions claires, avec des remboursements qui suivent vos revenus.',
        href: '/personal-loans',
        linkText: 'Voir les offres de prêt',
        icon: 'banknote',
      },
      {
        title: 'Virements',
        summary: `Envoyez de l'argent à votre famille et à vos fournisseurs, en général en quelques minutes. Les virements entre comptes ${n} sont gratuits.`,
        href: '/transfer',
        linkText: 'Comment faire un virement',
        icon: 'transfer',
      },
      {
        title: 'Carte virtuelle',
        summary:
          "Achetez en ligne et réservez vos billets d'avion en toute sécurité avec une carte virtuelle liée à votre compte.",
        href: '/virtual-card',
        linkText: 'Découvrir la carte virtuelle',
        icon: 'card',
      },
      {
        title: 'Paiement de factures',
        summary:
          'Payez électricité, eau, télévision et frais de scolarité depuis votre téléphone, sans faire la queue.',
        href: '/pay-bills',
        linkText: 'Comment payer une facture',
        icon: 'receipt',
      },
      {
        title: 'Banque mobile et USSD',
        summary:
          "Utilisez l'application, la banque en ligne, ou l'USSD sur n'importe quel téléphone quand les données coûtent cher ou que le réseau est faible.",
        href: '/ways-to-bank',
        linkText: 'Voir nos canaux bancaires',
        icon: 'phone',
      },
    ],
  },
  freeTransfer: {
    name: 'free-transfer',
    eyebrow: 'Virement bancaire gratuit',
    heading: `Les virements entre comptes ${n} sont gratuits`,
    paragraphs: [
      `Envoyez de l'argent à tout membre de ${n} sans frais, depuis l'application, la banque en ligne ou l'USSD. Payez un fournisseur, soutenez votre famille au pays ou faites un virement entre vos propres comptes\u00a0: le montant arrive en entier.`,
    ],
    highlights: [
      `Virements sans frais entre comptes ${n}`,
      "L'argent arrive en général en quelques minutes",
      "Fonctionne sur tout téléphone grâce à l'USSD",
    ],
    action: { kind: 'route', label: 'Comment marchent les virements gratuits', to: '/bank_transfer' },
    icon: 'transfer',
    tinted: true,
  },
  njangieGroup: {
    name: 'njangie',
    eyebrow: 'Njangie\u00a0: la tontine de votre groupe',
    heading: 'Gardez votre njangie en sécurité et en toute transparence',
    paragraphs: [
      "La njangie est notre tradition d'épargne tournante\u00a0: les membres cotisent à chaque séance et chacun reçoit la cagnotte à son tour. Un compte de groupe njangie garde les cotisations en sécurité, enregistre chaque remise de la cagnotte et permet aux membres de voir le solde.",
      "Ouvert aux groupes enregistrés d'au moins 5\u00a0membres, avec des statuts et la liste des membres du bureau avec leurs pièces d'identité.",
    ],
    highlights: [
      'Au moins 5\u00a0membres',
      'Chaque cotisation et chaque remise enregistrées',
      'Des prêts de groupe pour les membres à jour',
    ],
    action: { kind: 'route', label: 'Découvrir le compte de groupe njangie', to: '/njangie' },
    icon: 'people',
    tinted: false,
  },
  meetingHouse: {
    name: 'meeting-house',
    eyebrow: 'Réunion',
    heading: 'Un compte pour votre réunion',
    paragraphs: [
      'Réunions de famille, comités de développement, anciens élèves et groupes culturels\u00a0: gardez cotisations, contributions et fonds de projet sur un seul compte auquel tous les membres peuvent se fier.',
      "Il vous faut un groupe enregistré, des statuts, les pièces d'identité des signataires et un justificatif de domicile.",
    ],
    highlights: ['Plusieurs signataires pour chaque retrait', 'Des relevés de compte clairs à lire en réunion'],
    action: { kind: 'route', label: 'Découvrir le compte réunion', to: '/meetings' },
    icon: 'meeting-house',
    tinted: true,
  },
  testimonials: {
    heading: 'Exemples de ce que nous disent nos membres',
    intro: `Commerçants, étudiants, familles et groupes de toute la ${region.fr} nous confient leur argent. Ces témoignages sont des exemples\u00a0: les personnes sont inventées, les situations sont celles de tous les jours.`,
    members: testimonials,
    carousel: {
      label: 'Exemples de témoignages',
      pause: 'Mettre les témoignages en pause',
      play: 'Faire défiler les témoignages',
      previous: 'Témoignages précédents',
      next: 'Témoignages suivants',
      slideLabel: 'Témoignages {first} à {last} sur {total}',
      showSlide: 'Afficher les témoignages {first} à {last} sur {total}',
    },
  },
  openAccount: {
    name: 'open-account',
    eyebrow: 'Ouvrir un compte',
    heading: 'Ouvrez votre compte en quelques minutes',
    paragraphs: [
      `Sans file d'attente ni déplacement en agence\u00a0: ouvrez votre compte dans l'application ${n} en quelques minutes, avec votre carte nationale d'identité ou votre passeport et un justificatif de domicile.`,
      `Vous préférez poser vos questions d'abord\u00a0? Écrivez à ${identity.email.info} et un conseiller vous répond sous deux jours ouvrables, ou venez nous voir ${atAnyBranch('fr')}.`,
    ],
    highlights: [
      "Dans l'application, en quelques minutes",
      `Ou ${atAnyBranch('fr')}`,
      "L'aide du chat en direct si vous êtes bloqué",
    ],
    action: { kind: 'route', label: 'Voir comment ouvrir un compte', to: '/create-account' },
    icon: 'clock',
    tinted: true,
    showAppBadges: true,
  },
} satisfies HomeContent & Translated<typeof english>;

export default home;
