import { identity, type ProductPageContent, type Translated } from '@mboa/shared';
import type english from './njangieAccount.en';
import support from '../support.fr';
import illustrationSrc from '../../illustrations/njangie.svg';

const njangieAccount = {
  meta: {
    title: `Compte de groupe njangie | ${identity.shortName}`,
    description:
      'Gardez les cotisations de votre njangie (tontine) en sécurité entre les séances et payez chaque membre à son tour, avec vos signataires. Dès 5\u00a0membres.',
  },
  banner: {
    title: 'Compte de groupe njangie',
    description:
      'Njangie\u00a0: la tontine de votre groupe. Vos règles, notre coffre\u00a0: les cotisations restent au nom du groupe entre les séances et sont versées à chaque membre à son tour.',
  },
  support,
  overview: {
    heading: "Comment fonctionne une njangie, et comment le compte l'aide",
    paragraphs: [
      "Dans une njangie, chaque membre verse la même cotisation à chaque séance, et toute la cagnotte revient à un membre à tour de rôle, jusqu'à ce que chacun l'ait reçue une fois. Beaucoup de groupes tiennent aussi une caisse d'épargne et une caisse de solidarité pour les naissances, les décès et les urgences.",
      "Le compte garde la cagnotte, l'épargne et la caisse de solidarité en sécurité au nom du groupe, au lieu de chez le trésorier. Les versements exigent la signature des membres du bureau que vous choisissez, et chaque cotisation figure sur le relevé de compte, à la vue de tous.",
    ],
    features: [
      {
        title: 'En sécurité entre les séances',
        text: "Plus d'argent liquide gardé à la maison ou transporté à travers la ville après la séance.",
      },
      {
        title: 'Un versement au tour de chaque membre',
        text: `Payez le bénéficiaire par virement sur son compte ${identity.shortName}, sans frais, ou en espèces en agence.`,
      },
      {
        title: "Des cotisations d'où que vous soyez",
        text: 'Les membres en voyage peuvent verser leur part par mobile money ou par virement, sans manquer un tour.',
      },
      {
        title: 'Les signataires de votre choix',
        text: 'Par exemple, le président et le trésorier doivent signer ensemble.',
      },
      {
        title: 'Une trace de chaque séance',
        text: "Chaque cotisation versée sur le compte et chaque remise figurent sur le relevé. L'argent liquide que le trésorier verse en une fois y figure comme un seul versement\u00a0: tenez aussi la liste de la séance, avec qui a payé.",
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: "Six membres d'un groupe d'épargne en cercle autour d'un panier de pièces, avec des flèches qui tournent pour montrer le tour de rôle.",
      width: 320,
      height: 240,
    },
  },
  eligibility: {
    heading: "Conditions d'éligibilité",
    intro: 'Pour ouvrir un compte de groupe njangie, le groupe doit fournir\u00a0:',
    items: [
      'Un groupe enregistré',
      'Des statuts',
      "La liste des membres du bureau avec leur pièce d'identité",
      'Au moins 5\u00a0membres',
    ],
  },
  fees: {
    heading: 'Frais',
    facts: [{ label: `Versements et cotisations entre comptes ${identity.shortName}`, value: 'Gratuits' }],
    note: "Demandez-nous la grille tarifaire en vigueur pour tout autre service avant d'ouvrir le compte.",
  },
  nextStep: {
    heading: 'Ouvrir le compte de votre njangie',
    text: 'Écrivez-nous en indiquant le nom de votre groupe, son lieu de réunion et une personne à contacter. Nous vous répondons sous deux jours ouvrables, et notre personnel peut venir à votre prochaine séance pour tout expliquer et recueillir les documents.',
    action: {
      kind: 'mail',
      label: 'Écrivez-nous pour ouvrir un compte njangie',
      mailbox: 'info',
      subject: 'Demande de compte de groupe njangie',
    },
  },
  related: {
    heading: 'Pages associées',
    links: [
      {
        title: 'Prêts de groupe',
        summary: 'Un prêt pour le groupe, appuyé sur son historique de cotisations.',
        href: '/group-societies#loan_application',
        linkText: 'Comment demander un prêt de groupe',
      },
      {
        title: 'Compte réunion',
        summary: "Pour les réunions de famille, les associations de village et d'anciens élèves.",
        href: '/meetings',
        linkText: 'Détails du compte réunion',
      },
      {
        title: "Compte d'épargne journalière",
        summary: 'Épargnez votre cotisation un peu chaque jour.',
        href: '/daily_saving_account',
        linkText: "Détails du compte d'épargne journalière",
      },
    ],
  },
} satisfies ProductPageContent & Translated<typeof english>;

export default njangieAccount;
