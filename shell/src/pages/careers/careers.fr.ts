import { identity, type Translated } from '@mboa/shared';
import type { MailAction } from '../infoPage/infoPage';
import type english from './careers.en';
import type { CareersContent } from './careers';

const n = identity.shortName;
const city = identity.address.city;

/** Every role is applied for the same way: an e-mail to the info address naming the role. */
function applyFor(title: string): MailAction {
  return {
    kind: 'mail',
    label: `Postuler par e-mail\u00a0: ${title}`,
    mailbox: 'info',
    subject: `Candidature\u00a0: ${title}`,
  };
}

const careers = {
  meta: {
    title: `Carrières | ${n}`,
    description: `Travaillez chez ${n}\u00a0: postes ouverts de collecteurs journaliers et de développeurs Java, Python, full stack et React, Angular ou Flutter.`,
  },
  banner: {
    title: 'Carrières',
    description: `Rejoignez l'équipe qui sert commerçants, familles, étudiants, églises et njangies à ${city} et dans toute la ${identity.address.region.fr}.`,
  },
  intro: {
    heading: `Travailler chez ${n}`,
    paragraphs: [
      `${identity.name} est une coopérative détenue par ses membres. Notre personnel connaît les marchés, les villages et les groupes que nous servons, et notre équipe technique développe l'application, l'USSD et les services web qui permettent aux membres de faire leurs opérations sur tout téléphone.`,
      'Nous formons chaque nouveau collègue, payons les salaires à temps chaque mois et promouvons en interne\u00a0: plusieurs membres du personnel de nos agences ont commencé comme collecteurs journaliers.',
    ],
  },
  roles: {
    heading: 'Postes ouverts',
    intro:
      "Chaque offre dit ce que vous ferez, où le poste est basé et ce que nous demandons. Postulez par e-mail, en indiquant le poste dans l'objet.",
    labels: {
      location: 'Lieu de travail',
      workPattern: 'Contrat',
      duties: 'Vos missions',
      requirements: 'Votre profil',
    },
    items: [
      {
        id: 'daily-cash-collector',
        title: 'Collecteur journalier',
        summary:
          'Rendre visite aux membres à leur étal, leur boutique ou leur atelier chaque jour ouvrable pour collecter leur épargne journalière et enregistrer chaque versement.',
        location: `Grand marché de ${city} et Down Beach, avec des tournées à Mile 4 et à Bota\u00a0; sur le terrain, rattaché au siège de ${city}`,
        workPattern: 'Temps plein, du lundi au samedi',
        duties: [
          "Collecter l'épargne journalière d'une tournée de membres et remettre un reçu pour chaque versement, sur le terminal de collecte ou dans le carnet de reçus.",
          "Remettre à l'agence la collecte du jour et arrêter la caisse avant la fermeture.",
          "Présenter aux commerçants nos comptes d'épargne journalière, étudiants et njangie, et aider les nouveaux membres à ouvrir un compte.",
          "Signaler le jour même à votre superviseur tout incident, comme un carnet de reçus perdu ou la réclamation d'un membre.",
        ],
        requirements: [
          'BEPC, GCE O Level ou diplôme équivalent\u00a0; le probatoire, le baccalauréat ou le GCE A Level est un atout.',
          "Honnête, ponctuel et à l'aise avec les gens\u00a0; anglais et pidgin, le français est un atout.",
          `Bonne connaissance des marchés et des quartiers de ${city}.`,
          'Savoir conduire une moto prudemment, avec un permis valide (un atout, pas une obligation).',
        ],
        apply: applyFor('Collecteur journalier'),
      },
      {
        id: 'java-developer',
        title: 'Développeur Java',
        summary:
          'Développer et maintenir les services des comptes, des virements et des relevés de compte, le cœur sur lequel reposent tous les canaux.',
        location: `Siège de ${city}, en hybride (trois jours par semaine au bureau)`,
        workPattern: 'Temps plein, CDI',
        duties: [
          'Développer et tester les services Java des comptes, des virements, des relevés de compte et du canal USSD.',
          'Écrire des tests automatisés et relire le code de vos collègues.',
          'Travailler avec les équipes des opérations pour comprendre comment les agences et les collecteurs utilisent le système.',
          "Contribuer à la sécurité des données des membres\u00a0: contrôle des accès, journaux d'audit, traitement attentif des données personnelles.",
        ],
        requirements: [
          "Au moins trois ans d'expérience professionnelle en Java, dont un framework web comme Spring.",
          "Une bonne maîtrise de SQL et l'expérience d'une base de données relationnelle.",
          'Un anglais écrit clair\u00a0; le français est un atout.',
          'Une expérience dans la banque, le mobile money ou les paiements est un atout.',
        ],
        apply: applyFor('Développeur Java'),
      },
      {
        id: 'python-developer',
        title: 'Développeur Python',
        summary:
          "Automatiser les rapports, les rapprochements et les contrôles de données, pour que les agences et l'équipe financière passent moins de temps sur les tableurs.",
        location: "Agence de Buea, en hybride (deux jours par semaine à l'agence)",
        workPattern: 'Temps plein, CDI',
        duties: [
          'Écrire des traitements Python qui rapprochent chaque jour les collectes, les virements et les mouvements de mobile money.',
          "Produire les rapports mensuels demandés par le conseil d'administration et les autorités de contrôle.",
          "Contrôler la qualité des données et signaler les opérations inhabituelles à l'équipe chargée de la fraude.",
          "Documenter chaque traitement pour qu'un collègue puisse le lancer.",
        ],
        requirements: [
          "Au moins deux ans d'expérience professionnelle en Python, dont pandas ou une bibliothèque semblable.",
          "Une bonne maîtrise de SQL\u00a0; l'expérience des tâches planifiées et de la gestion de versions (Git).",
          'De la rigueur avec les chiffres et les données confidentielles.',
        ],
        apply: applyFor('Développeur Python'),
      },
      {
        id: 'full-stack-developer',
        title: 'Développeur full stack',
        summary:
          "Développer les outils internes qu'utilisent chaque jour le personnel des agences et les chargés de prêt, de la base de données à l'écran.",
        location: `Agence de Douala, en hybride, avec une visite au siège de ${city} chaque mois`,
        workPattern: 'Temps plein, CDI',
        duties: [
          "Développer des outils web pour l'ouverture de compte, les demandes de prêt et le service aux membres, front end et back end.",
          'Concevoir des écrans simples qui fonctionnent avec les ordinateurs et les connexions modestes de nos agences.',
          'Écrire des tests, déployer et suivre ce qui se passe après chaque mise en production.',
          'Former le personnel des agences quand un outil change.',
        ],
        requirements: [
          "Au moins trois ans d'expérience dans le développement d'applications web, front end et back end.",
          'TypeScript ou JavaScript, un langage côté serveur, et SQL.',
          "Le souci de l'accessibilité et de pages qui se chargent vite sur les réseaux lents.",
        ],
        apply: applyFor('Développeur full stack'),
      },
      {
        id: 'react-angular-flutter-developer',
        title: 'Développeur React / Angular / Flutter',
        summary:
          "Travailler sur ce que voient les membres\u00a0: ce site, les écrans de la banque en ligne et l'application mobile.",
        location: `Siège de ${city}, ou à distance depuis n'importe où au ${identity.address.country.fr}`,
        workPattern: 'Temps plein, CDI',
        duties: [
          "Développer des fonctionnalités du site et de la banque en ligne en React ou Angular, et de l'application mobile en Flutter.",
          "Garder des pages légères et utilisables sur les téléphones d'entrée de gamme et avec des données mobiles chères.",
          "Rendre chaque écran utilisable au clavier et avec un lecteur d'écran.",
          'Travailler avec les développeurs Java et full stack sur les services derrière chaque écran.',
        ],
        requirements: [
          "Au moins deux ans d'expérience avec React, Angular ou Flutter\u00a0; nous vous formons aux deux autres.",
          'TypeScript ou Dart, et les tests automatisés.',
          'Un portfolio, du code public ou une application publiée que vous pouvez nous montrer.',
        ],
        apply: applyFor('Développeur React / Angular / Flutter'),
      },
    ],
  },
  howToApply: {
    heading: 'Comment postuler',
    steps: [
      `Écrivez à ${identity.email.info}, avec l'intitulé du poste dans l'objet (les boutons ci-dessus le remplissent pour vous).`,
      'Joignez votre CV et une courte lettre expliquant pourquoi le poste vous intéresse. Développeurs\u00a0: ajoutez un lien vers du code ou des réalisations que vous pouvez montrer.',
      'Nous répondons à chaque candidature. Les candidats retenus sont invités à un entretien au bureau où le poste est basé, ou par appel vidéo.',
    ],
    warning: `Postuler chez ${n} est gratuit. Nous ne demandons jamais d'argent, de transfert mobile money ni vos coordonnées bancaires pour traiter une candidature\u00a0: signalez toute demande de ce type à ${identity.email.fraud}.`,
  },
  nextStep: {
    heading: "Pas de poste pour vous aujourd'hui\u00a0?",
    text: "Envoyez-nous quand même votre CV\u00a0: nous le gardons six mois et vous écrivons quand un poste correspondant s'ouvre.",
    action: { kind: 'mail', label: 'Envoyez-nous votre CV', mailbox: 'info', subject: 'Candidature spontanée' },
  },
  related: {
    heading: `Découvrez ${n}`,
    links: [
      {
        title: `À propos de ${n}`,
        summary: 'Qui nous sommes, à qui nous nous adressons et comment nous sommes contrôlés.',
        href: `/about_${identity.slug}`,
        linkText: `À propos de ${n}`,
      },
      {
        title: 'Notre histoire',
        summary: `D'un petit bureau à ${city} en ${identity.foundedYear} à une coopérative sur tous les téléphones.`,
        href: '/our-story',
        linkText: 'Lire notre histoire',
      },
      {
        title: 'Presse',
        summary: 'Actualités et communiqués de presse.',
        href: '/press',
        linkText: 'Communiqués de presse',
      },
    ],
  },
} satisfies CareersContent & Translated<typeof english>;

export default careers;
