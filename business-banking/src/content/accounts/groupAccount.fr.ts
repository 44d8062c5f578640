import { identity, type ProductPageContent, type Translated } from '@mboa/shared';
import type english from './groupAccount.en';
import support from '../support.fr';
import illustrationSrc from '../../illustrations/group-account.svg';

const groupAccount = {
  meta: {
    title: `Compte de groupe | ${identity.shortName}`,
    description:
      'Un compte pour les associations, les coopératives et les GIC, avec plusieurs signataires, et des relevés que le bureau peut présenter à ses membres.',
  },
  banner: {
    title: 'Compte de groupe',
    description:
      "Pour les associations, les coopératives, les groupes d'initiative commune et les associations d'anciens élèves\u00a0: l'argent du groupe au nom du groupe, avec les signataires choisis par les membres.",
  },
  support,
  overview: {
    heading: "L'argent du groupe, en sécurité et au vu de tous",
    paragraphs: [
      "Quand le trésorier garde l'argent du groupe chez lui, les membres doivent lui faire confiance. Le compte de groupe le garde au nom du groupe, et personne ne peut le retirer seul.",
      'Le bureau peut présenter le relevé de compte à chaque assemblée générale\u00a0: les membres savent exactement ce qui est entré et ce qui est sorti.',
    ],
    features: [
      {
        title: 'Plusieurs signataires',
        text: 'Choisissez deux ou trois responsables, par exemple le président, le trésorier et le secrétaire, qui doivent signer ensemble.',
      },
      {
        title: 'Des fonds transparents',
        text: 'Un relevé de chaque cotisation et de chaque paiement, prêt pour vos séances et vos commissaires aux comptes.',
      },
      {
        title: "Des cotisations d'où que vous soyez",
        text: `Les membres versent en agence, depuis leur mobile money, ou par virement gratuit depuis leur compte ${identity.shortName}.`,
      },
      {
        title: 'Des changements quand le bureau change',
        text: 'Après une élection, apportez le procès-verbal et nous mettons à jour les signataires.',
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: "Trois membres d'une association assis à une table, avec un registre ouvert et une pile de pièces.",
      width: 320,
      height: 240,
    },
  },
  eligibility: {
    heading: 'Pièces à fournir',
    items: [
      "L'enregistrement ou la déclaration du groupe",
      'Ses statuts ou son règlement intérieur',
      'Le procès-verbal de la séance qui a désigné les signataires',
      "Une carte nationale d'identité (CNI) ou un passeport valide pour chaque signataire",
    ],
  },
  fees: {
    heading: 'Frais',
    facts: [{ label: `Virements depuis les comptes ${identity.shortName} des membres`, value: 'Gratuits' }],
    note: "Demandez-nous la grille tarifaire en vigueur pour tout autre service avant d'ouvrir le compte.",
  },
  nextStep: {
    heading: 'Ouvrir le compte de votre groupe',
    text: `Le compte de groupe s'ouvre en agence, avec vos signataires, pas sur ce site. Écrivez à ${identity.email.info} en indiquant le nom de votre groupe et une personne à contacter\u00a0: nous vous répondons sous deux jours ouvrables avec les formulaires et une date de rendez-vous. Ce site ne connecte personne\u00a0: pour un groupe déjà client, la page du bouton ci-dessous indique où se connecter.`,
    action: { kind: 'relative', label: 'Où se connecter', to: 'login' },
  },
  related: {
    heading: 'Pages associées',
    links: [
      {
        title: 'Compte de groupe njangie',
        summary: 'Njangie\u00a0: la tontine de votre groupe, dès 5\u00a0membres.',
        href: '/njangie',
        linkText: 'Détails du compte njangie',
      },
      {
        title: 'Compte réunion',
        summary: "Pour les réunions de famille, les associations de village et d'anciens élèves.",
        href: '/meetings',
        linkText: 'Détails du compte réunion',
      },
      {
        title: "Compte d'église",
        summary: 'Dîmes, offrandes et dons, avec plusieurs signataires.',
        href: '/church_account',
        linkText: "Détails du compte d'église",
      },
    ],
  },
} satisfies ProductPageContent & Translated<typeof english>;

export default groupAccount;
