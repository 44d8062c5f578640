import { identity, type ProductPageContent, type Translated } from '@mboa/shared';
import type english from './corporateAccount.en';
import support from '../support.fr';
import illustrationSrc from '../../illustrations/corporate.svg';

const corporateAccount = {
  meta: {
    title: `Compte société | ${identity.shortName}`,
    description:
      'Plafonds élevés, accès multi-utilisateurs avec des rôles que vous définissez, un chargé de clientèle dédié, banque en ligne et mobile, et rapports.',
  },
  banner: {
    title: 'Compte société',
    description:
      'Pour les sociétés établies, les institutions et les grandes coopératives\u00a0: des plafonds élevés, une équipe qui se partage le travail avec les bons droits, et un chargé de clientèle qui connaît votre entreprise.',
  },
  support,
  overview: {
    heading: 'Une banque adaptée au fonctionnement de votre société',
    paragraphs: [
      'Votre service financier prépare les paiements, un responsable les approuve et les dirigeants voient tout. Chacun se connecte avec son propre accès et ne fait que ce que son rôle permet.',
      "Votre chargé de clientèle est votre interlocuteur unique pour les plafonds, les prêts, la collecte d'espèces et tout ce qui sort de l'ordinaire, par téléphone, par e-mail ou dans vos bureaux.",
    ],
    features: [
      {
        title: 'Des plafonds élevés',
        text: "Des plafonds d'opérations et de retraits fixés selon la taille de votre entreprise, revus avec votre chargé de clientèle.",
      },
      {
        title: 'Accès multi-utilisateurs avec des rôles personnalisables',
        text: 'Donnez à chaque utilisateur les droits dont il a besoin\u00a0: consultation seule, préparation des paiements, approbation ou administration des autres utilisateurs.',
      },
      {
        title: 'Un chargé de clientèle dédié',
        text: 'Une personne nommée qui suit vos comptes et vous répond rapidement.',
      },
      {
        title: 'Banque en ligne et mobile',
        text: 'Approuvez les paiements, payez tous les salaires en une seule opération et consultez vos soldes depuis le bureau ou en déplacement.',
      },
      {
        title: 'Rapports',
        text: "Des relevés de compte et des rapports d'opérations à télécharger pour votre comptable et vos commissaires aux comptes.",
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: "Trois collègues debout devant un immeuble de bureaux, à côté d'une fiche de rapport avec un graphique en barres.",
      width: 320,
      height: 240,
    },
  },
  eligibility: {
    heading: 'Pièces à fournir',
    items: [
      "Les documents d'immatriculation de la société et ses statuts",
      'Le numéro de contribuable (NIU) de la société',
      "La résolution du conseil d'administration désignant les personnes habilitées à faire fonctionner le compte",
      "Une carte nationale d'identité (CNI) ou un passeport valide pour chaque signataire et chaque utilisateur",
      'Un justificatif de domicile de la société',
    ],
  },
  nextStep: {
    heading: 'Ouvrir un compte société',
    text: `Le compte société s'ouvre avec un chargé de clientèle, dans vos bureaux ou en agence, pas sur ce site. Écrivez à ${identity.email.info} en indiquant le nom de votre société et une personne à contacter\u00a0: nous vous répondons sous deux jours ouvrables pour convenir d'un rendez-vous, de vos plafonds et de vos utilisateurs. Ce site ne connecte personne\u00a0: pour une société déjà cliente, la page du bouton ci-dessous indique où se connecter.`,
    action: { kind: 'route', label: 'Où se connecter', to: '/login' },
  },
  related: {
    heading: 'Pages associées',
    links: [
      {
        title: 'Banque en ligne entreprise',
        summary: 'Paiements groupés, approbations et rapports en ligne.',
        href: '/business_online_banking',
        linkText: 'Détails de la banque en ligne entreprise',
      },
      {
        title: 'Compte crédit entreprise',
        summary: 'Une ligne de crédit aux plafonds sur mesure et au remboursement souple.',
        href: '/business_credit_account',
        linkText: 'Détails du compte crédit entreprise',
      },
      {
        title: "Services d'assistance aux entreprises",
        summary: "De l'aide pour les utilisateurs, les paiements et l'application.",
        href: '/business_online_support',
        linkText: "Détails des Services d'assistance aux entreprises",
      },
    ],
  },
} satisfies ProductPageContent & Translated<typeof english>;

export default corporateAccount;
