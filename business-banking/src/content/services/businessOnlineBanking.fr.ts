import { identity, type ProductPageContent, type Translated } from '@mboa/shared';
import type english from './businessOnlineBanking.en';
import support from '../support.fr';
import illustrationSrc from '../../illustrations/business-online-banking.svg';

const businessOnlineBanking = {
  meta: {
    title: `Banque en ligne entreprise | ${identity.shortName}`,
    description:
      "Payez fournisseurs et salaires, approuvez les paiements en équipe et téléchargez les relevés de votre entreprise, sur ordinateur ou dans l'application.",
  },
  banner: {
    title: 'Banque en ligne entreprise',
    description:
      'Les comptes de votre entreprise sur votre ordinateur et votre téléphone\u00a0: paiements, salaires, approbations et relevés, sans faire la queue en agence.',
  },
  support,
  overview: {
    heading: 'Gérez vos comptes depuis le bureau ou en déplacement',
    paragraphs: [
      "La banque en ligne entreprise donne au propriétaire et aux employés qu'il choisit l'accès aux comptes de l'entreprise, chacun avec son identifiant et ses droits.",
      "Elle fonctionne dans le navigateur et dans l'application mobile\u00a0: vous approuvez un paiement depuis le marché aussi facilement que depuis le bureau.",
    ],
    features: [
      {
        title: 'Paiements et salaires',
        text: "Payez vos fournisseurs un par un, ou tous les salaires d'un coup à partir d'une liste.",
      },
      {
        title: 'Approbations',
        text: 'Un utilisateur prépare, un autre approuve\u00a0: rien ne sort du compte sans les signatures que vous avez fixées.',
      },
      {
        title: 'Relevés et rapports',
        text: 'Téléchargez les relevés de compte pour votre comptable chaque fois que vous en avez besoin.',
      },
      {
        title: 'Une sécurité pensée dès le départ',
        text: 'Chaque utilisateur a son propre mot de passe et son propre code\u00a0; nous ne vous les demandons jamais par téléphone ni par e-mail.',
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: 'Un ordinateur portable et un téléphone affichant tous deux un tableau de bord avec des graphiques en barres, sous un cadenas.',
      width: 320,
      height: 240,
    },
  },
  nextStep: {
    heading: 'Mettre en place la banque en ligne entreprise',
    text: `L'inscription en ligne n'est pas ouverte sur ce site\u00a0: une entreprise obtient la banque en ligne en nous écrivant et en rencontrant un conseiller. Le bouton «\u00a0Commencer\u00a0» ci-dessous explique comment, et quoi apporter.`,
    action: { kind: 'route', label: 'Commencer', to: '/business-online-banking-signup' },
  },
  related: {
    heading: 'Pages associées',
    links: [
      {
        title: "Services d'assistance aux entreprises",
        summary: "De l'aide pour les utilisateurs, les paiements et l'application.",
        href: '/business_online_support',
        linkText: "Détails des Services d'assistance aux entreprises",
      },
      {
        title: 'Compte société',
        summary: 'Un accès multi-utilisateurs avec des rôles personnalisables.',
        href: '/corperate_account',
        linkText: 'Détails du compte société',
      },
      {
        title: 'Nos canaux bancaires',
        summary: "L'application, la banque en ligne, l'USSD et la carte virtuelle.",
        href: '/ways-to-bank',
        linkText: 'Tous nos canaux bancaires',
      },
    ],
  },
} satisfies ProductPageContent & Translated<typeof english>;

export default businessOnlineBanking;
