import { atAnyBranch, identity, type Translated } from '@mboa/shared';
import type english from './ourStory.en';
import type { OurStoryContent } from './ourStory';

const n = identity.shortName;
const city = identity.address.city;

const ourStory = {
  meta: {
    title: `Notre histoire et notre parcours | ${n}`,
    description: `Comment ${identity.name} est passée d'un bureau à ${city} en ${identity.foundedYear} aux comptes njangie, à l'application mobile, à l'USSD et à Vérifier un relevé.`,
  },
  banner: {
    title: 'Notre histoire',
    description: `Fondée à ${city} en ${identity.foundedYear} par des personnes qui voulaient un lieu sûr et équitable pour leur épargne, et toujours détenue par ses membres aujourd'hui.`,
  },
  beginning: {
    heading: 'Les débuts',
    paragraphs: [
      `En ${identity.foundedYear}, des commerçants, des pêcheurs, des enseignants et des responsables d'église de ${city} se sont réunis pour résoudre un problème commun\u00a0: leur épargne dormait dans des boîtes, sous les matelas ou chez le trésorier de la njangie, et obtenir un prêt pour une activité voulait dire un long trajet et une longue attente.`,
      `Ils ont mis en commun leurs premières cotisations et ouvert une coopérative d'épargne et de crédit dans un petit bureau au ${identity.address.street}. Chaque membre avait une voix, quel que soit le montant de son épargne. Ce principe n'a pas changé.`,
    ],
  },
  journey: {
    heading: 'Notre parcours',
    intro: `Année après année, du premier bureau de ${city} à la banque sur tout téléphone.`,
    milestones: [
      {
        year: 2020,
        title: `Fondation à ${city}`,
        text: `${identity.name} ouvre son siège à ${city}, ${identity.address.region.fr}, comme coopérative d'épargne et de crédit et établissement de microfinance de 1re catégorie, avec des comptes d'épargne et de dépôt pour ses premiers membres.`,
      },
      {
        year: 2021,
        title: 'Les premiers comptes njangie',
        text: "Les premières njangies (tontines) font passer leurs cotisations d'une boîte à un compte de groupe à plusieurs signataires, et les collecteurs journaliers commencent leurs tournées au grand marché.",
      },
      {
        year: 2022,
        title: 'Des comptes pour chaque membre',
        text: "Comptes étudiants et comptes mineurs, comptes réunion pour les associations, comptes d'église et premiers prêts entreprise pour les petits commerçants et les ateliers.",
      },
      {
        year: 2023,
        title: "L'application mobile",
        text: `Les membres consultent leur solde, paient leurs factures et envoient de l'argent depuis leur téléphone, et les virements entre comptes ${n} sont gratuits.`,
      },
      {
        year: 2024,
        title: 'La banque par USSD sur tout téléphone',
        text: `Les membres sans smartphone ni données mobiles font leurs opérations en composant le ${identity.ussdCode}, du centre-ville aux villages.`,
      },
      {
        year: 2025,
        title: "L'outil Vérifier un relevé",
        text: "Bailleurs, ambassades et prêteurs vérifient en ligne, en quelques secondes, que nous avons bien émis le relevé de compte qu'on leur présente. La carte virtuelle suit, pour payer en ligne.",
      },
      {
        year: 2026,
        title: 'Money Skills et un site plus léger',
        text: 'Le programme Money Skills\u00a0: éducation financière porte ses séances sur le budget, la njangie, le crédit et la fraude dans les marchés, les écoles et les églises, et ce site est reconstruit pour se charger vite avec une connexion mobile lente.',
      },
    ],
  },
  unchanged: {
    heading: "Ce qui n'a pas changé",
    intro:
      'Nous avons ajouté des canaux et des comptes, mais la coopérative fonctionne comme ses fondateurs le voulaient.',
    items: [
      "Un membre, une voix, à l'assemblée générale chaque année.",
      "L'épargne des membres finance les prêts aux membres, dans les communautés d'où elle vient.",
      'Les groupes, les églises et les njangies sont les bienvenus comme membres, avec des comptes conçus pour eux.',
      "Des réponses claires\u00a0: ce que coûte un compte et ce qu'exige un prêt vous sont dits avant toute signature.",
    ],
  },
  nextStep: {
    heading: 'Prenez part au prochain chapitre',
    text: `Ouvrez un compte en quelques minutes dans l'application mobile, ou ${atAnyBranch('fr')}, avec votre pièce d'identité, et devenez membre-propriétaire de la coopérative. Écrivez-nous pour toute question\u00a0: nous répondons sous deux jours ouvrables.`,
    action: {
      kind: 'mail',
      label: 'Écrivez-nous pour ouvrir un compte',
      mailbox: 'info',
      subject: 'Ouverture de compte',
    },
  },
  related: {
    heading: 'À lire aussi',
    links: [
      {
        title: `À propos de ${n}`,
        summary: 'Qui nous sommes, à qui nous nous adressons et comment nous sommes contrôlés.',
        href: `/about_${identity.slug}`,
        linkText: `À propos de ${n}`,
      },
      {
        title: 'Témoignages',
        summary: 'Exemples de ce que nous disent nos membres sur leur compte.',
        href: '/testimonies',
        linkText: 'Lire les témoignages',
      },
      {
        title: 'Nos canaux bancaires',
        summary: "L'application, la banque en ligne, l'USSD et la carte virtuelle.",
        href: '/ways-to-bank',
        linkText: 'Nos canaux bancaires',
      },
    ],
  },
} satisfies OurStoryContent & Translated<typeof english>;

export default ourStory;
