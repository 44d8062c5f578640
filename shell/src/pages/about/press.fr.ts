import { identity, phoneOnOneLine, type Translated } from '@mboa/shared';
import type english from './press.en';
import type { PressContent } from './press';

const n = identity.shortName;
const city = identity.address.city;
/** The branches besides the head office, by town (identity.branches). */
const otherBranches = identity.branches.filter((branch) => !branch.headOffice).map((branch) => branch.town);

const press = {
  meta: {
    title: `Presse et actualités | ${n}`,
    description: `Communiqués de presse et actualités de ${identity.name}, ${city}, avec un contact médias pour les journalistes.`,
  },
  banner: {
    title: 'Presse',
    description: `Les actualités de ${identity.name}, et les personnes à contacter pour une interview ou une réaction.`,
  },
  releases: {
    heading: 'Communiqués de presse',
    intro: 'Du plus récent au plus ancien. Les journalistes peuvent citer librement ces communiqués.',
    items: [
      {
        id: 'money-skills-2026',
        date: '2026-09-14',
        title: 'Les séances Money Skills vont dans les marchés, les écoles et les églises',
        paragraphs: [
          `${n} sort son programme Money Skills\u00a0: éducation financière de ses bureaux. Les formateurs donnent désormais les quatre modules Money Skills (le budget, l'épargne grâce à la njangie, le bon usage du crédit et le repérage des fraudes) dans les marchés, les écoles, les églises et les séances de njangie qui les invitent.`,
          'Les séances sont gratuites et ouvertes aux membres comme aux non-membres, en anglais, en français ou en pidgin.',
        ],
      },
      {
        id: 'light-website-2026',
        date: '2026-04-20',
        title: 'Un site conçu pour les téléphones et des données mobiles chères',
        paragraphs: [
          "Le nouveau site charge chaque page séparément et n'utilise aucun traceur tiers\u00a0: un visiteur avec un forfait de données prépayé ne télécharge que ce qu'il lit.",
        ],
      },
      {
        id: 'verify-statement-2025',
        date: '2025-06-02',
        title: 'Vérifier un relevé\u00a0: contrôler un relevé de compte en ligne en quelques secondes',
        paragraphs: [
          `Bailleurs, ambassades, employeurs et prêteurs peuvent désormais vérifier qu'un relevé de compte qui leur est présenté a bien été émis par ${n}. Ils saisissent le numéro de référence, le numéro de la carte nationale d'identité du client et le numéro de compte\u00a0; la vérification se fait dans leur propre navigateur.`,
        ],
      },
      {
        id: 'ussd-2024',
        date: '2024-03-11',
        title: `La banque sans données mobiles\u00a0: lancement du service USSD au ${identity.ussdCode}`,
        paragraphs: [
          `Les membres peuvent consulter un solde, faire un virement entre comptes ${n} et payer leurs factures depuis n'importe quel téléphone, sans smartphone ni données mobiles.`,
        ],
      },
      {
        id: 'mobile-app-2023',
        date: '2023-05-08',
        title: `L'application mobile ${n} est disponible sur Android et iPhone`,
        paragraphs: [
          `Les membres ouvrent un compte en quelques minutes, paient leurs factures et envoient de l'argent depuis leur téléphone. Les virements entre comptes ${n} sont gratuits.`,
        ],
      },
      {
        id: 'njangie-2021',
        date: '2021-07-05',
        title: 'Les premières njangies ouvrent des comptes de groupe',
        paragraphs: [
          `À ${city}, des groupes d'épargne tournante font passer leurs cotisations d'une caisse à un compte de groupe njangie à plusieurs signataires, et le bureau présente le solde à chaque séance.`,
        ],
      },
    ],
  },
  mediaContact: {
    heading: 'Contact médias',
    text: `Pour une interview, une réaction ou des photos, écrivez à notre équipe communication à ${identity.email.info} ou appelez le ${phoneOnOneLine(identity.phone.plain)}. Horaires du téléphone\u00a0: ${identity.liveChat.hours.fr}. Nous répondons aux journalistes sous deux jours ouvrables.`,
    action: { kind: 'mail', label: 'Écrire au contact médias', mailbox: 'info', subject: 'Demande de presse' },
  },
  factSheet: {
    heading: `${n} en bref`,
    items: [
      `Nom complet\u00a0: ${identity.name} (${n}).`,
      `Fondée en ${identity.foundedYear}\u00a0; siège à ${city}, ${identity.address.region.fr}, ${identity.address.country.fr}\u00a0; agences à ${otherBranches.join(' et ')}.`,
      "Une coopérative d'épargne et de crédit, établissement de microfinance de 1re catégorie, détenue par ses membres.",
      "Au service des particuliers, des étudiants, des mineurs par l'intermédiaire de leurs parents, des entreprises, des PME, des coopératives, des églises et des njangies.",
      `Canaux\u00a0: agences, collecteurs journaliers, application mobile, banque en ligne et USSD (${identity.ussdCode}).`,
    ],
  },
  nextStep: {
    heading: `Vous écrivez sur l'épargne et le crédit au ${identity.address.country.fr}\u00a0?`,
    text: "Notre personnel peut vous expliquer le fonctionnement des njangies, de l'épargne journalière et du crédit coopératif, et des membres sont prêts à répondre à vos questions.",
    action: { kind: 'mail', label: 'Demander une interview', mailbox: 'info', subject: "Demande d'interview" },
  },
  related: {
    heading: 'Pour en savoir plus',
    links: [
      {
        title: 'Notre histoire',
        summary: 'Notre parcours, année après année, depuis la fondation.',
        href: '/our-story',
        linkText: 'Lire notre histoire',
      },
      {
        title: `À propos de ${n}`,
        summary: 'Qui nous sommes, à qui nous nous adressons et comment nous sommes contrôlés.',
        href: `/about_${identity.slug}`,
        linkText: `À propos de ${n}`,
      },
      {
        title: 'Témoignages',
        summary: 'Exemples de ce que nous disent nos membres.',
        href: '/testimonies',
        linkText: 'Lire les témoignages',
      },
    ],
  },
} satisfies PressContent & Translated<typeof english>;

export default press;
