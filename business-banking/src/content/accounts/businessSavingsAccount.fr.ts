import { atAnyBranch, identity, type ProductPageContent, type Translated } from '@mboa/shared';
import type english from './businessSavingsAccount.en';
import support from '../support.fr';
import illustrationSrc from '../../illustrations/business-savings.svg';

const businessSavingsAccount = {
  meta: {
    title: `Compte d'épargne entreprise | ${identity.shortName}`,
    description:
      "La réserve de votre entreprise\u00a0: intérêts attractifs, dépôts et retraits faciles, sans frais de tenue de compte. Un compte à suivre dans l'application.",
  },
  banner: {
    title: "Compte d'épargne entreprise",
    description:
      "Faites travailler vos bénéfices\u00a0: un compte d'épargne pour les boutiques, les PME et les coopératives, avec des intérêts attractifs et sans frais de tenue de compte.",
  },
  support,
  overview: {
    heading: 'Une réserve qui travaille autant que vous',
    paragraphs: [
      "Gardez l'argent que votre entreprise met de côté (pour du nouveau stock, du matériel, le loyer ou la saison creuse) à l'écart de la caisse de tous les jours.",
      "Les taux sont revus de temps en temps\u00a0: votre conseiller vous donne donc le taux en vigueur avant l'ouverture du compte.",
    ],
    features: [
      {
        title: 'Des intérêts attractifs',
        text: "Votre réserve rapporte des intérêts\u00a0: l'argent qui attend le prochain investissement continue de fructifier.",
      },
      {
        title: 'Dépôts et retraits faciles',
        text: `Versez par un collecteur journalier, depuis votre mobile money ou ${atAnyBranch('fr')}\u00a0; retirez quand l'entreprise en a besoin.`,
      },
      {
        title: "La banque en ligne et l'application mobile",
        text: 'Consultez le solde et faites des virements entre vos comptes entreprise depuis un téléphone ou un ordinateur.',
      },
      {
        title: 'Un accompagnement des entreprises',
        text: "Un conseiller entreprise vous aide à fixer un objectif d'épargne et à préparer une future demande de prêt.",
      },
      {
        title: 'Sans frais de tenue de compte',
        text: "Rien n'est prélevé chaque mois sur votre solde pour le simple fait de garder le compte ouvert.",
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: "Une petite boutique à l'auvent rayé, un commerçant à la fenêtre, à côté de piles de pièces qui grandissent sous une flèche montante.",
      width: 320,
      height: 240,
    },
  },
  eligibility: {
    heading: 'Pièces à fournir',
    intro:
      'Toute entreprise, quelle que soit sa taille, peut en ouvrir un\u00a0: commerçant, atelier, PME ou coopérative.',
    items: [
      "L'immatriculation de l'entreprise\u00a0: registre du commerce (RCCM) ou enregistrement de la coopérative",
      "Le numéro de contribuable (NIU) de l'entreprise",
      "Une carte nationale d'identité (CNI) ou un passeport valide pour chaque signataire",
      "Un justificatif de domicile de l'entreprise",
    ],
  },
  fees: {
    heading: 'Frais',
    facts: [
      { label: 'Frais de tenue de compte', value: 'Néant' },
      { label: `Virements vers d'autres comptes ${identity.shortName}`, value: 'Gratuits' },
    ],
    note: "Pour tous les autres frais, demandez à votre conseiller la grille tarifaire en vigueur avant d'ouvrir le compte.",
  },
  nextStep: {
    heading: 'Comment ouvrir le compte',
    text: `Le compte d'épargne entreprise s'ouvre avec un conseiller entreprise, pas sur ce site. Écrivez à ${identity.email.info} en indiquant le nom de votre entreprise et un numéro de téléphone\u00a0: nous vous répondons sous deux jours ouvrables avec une date de rendez-vous. Vous pouvez aussi apporter les pièces ci-dessus et l'ouvrir ${atAnyBranch('fr')}. Le bouton ci-dessous mène à la page de connexion à la banque en ligne, pour les entreprises déjà clientes.`,
    action: { kind: 'route', label: "Ouvrir un compte d'épargne entreprise", to: '/login' },
  },
  related: {
    heading: 'Pages associées',
    links: [
      {
        title: 'Compte de dépôt entreprise',
        summary: 'Encaissez les recettes du jour et payez vos fournisseurs depuis un seul compte.',
        href: '/business_deposit_account',
        linkText: 'Détails du compte de dépôt entreprise',
      },
      {
        title: 'Prêts entreprise',
        summary: "Prêts sans garantie réelle, immobiliers, spéciaux et d'amorçage pour vos projets.",
        href: '/business_loans',
        linkText: 'Détails des prêts entreprise',
      },
      {
        title: 'Banque en ligne entreprise',
        summary: 'Gérez vos comptes depuis votre téléphone ou votre ordinateur.',
        href: '/business_online_banking',
        linkText: 'Détails de la banque en ligne entreprise',
      },
    ],
  },
} satisfies ProductPageContent & Translated<typeof english>;

export default businessSavingsAccount;
