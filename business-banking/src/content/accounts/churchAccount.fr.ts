import { identity, type ProductPageContent, type Translated } from '@mboa/shared';
import type english from './churchAccount.en';
import support from '../support.fr';
import illustrationSrc from '../../illustrations/church-account.svg';

const churchAccount = {
  meta: {
    title: `Compte d'église | ${identity.shortName}`,
    description:
      'Recevez dîmes, offrandes et dons sur un seul compte, financez projets et personnel, et faites signer chaque retrait par plusieurs responsables.',
  },
  banner: {
    title: "Compte d'église",
    description:
      'Pour les paroisses, les assemblées et les ministères\u00a0: dîmes, offrandes et dons gardés en sécurité, avec plusieurs signataires pour chaque retrait.',
  },
  support,
  overview: {
    heading: 'Une gestion fidèle de chaque offrande',
    paragraphs: [
      "Après chaque culte, les offrandes peuvent être comptées, enregistrées et versées le jour même, au lieu d'attendre le lundi dans un placard.",
      `Les fidèles et les donateurs, au ${identity.address.country.fr} ou à l'étranger, peuvent donner par virement ou par mobile money directement sur le compte de l'église, et le conseil de l'église voit chaque franc sur le relevé de compte.`,
    ],
    features: [
      {
        title: 'Dîmes, offrandes et dons',
        text: 'Recevez-les en espèces, par mobile money ou par virement, tous sur un seul compte.',
      },
      {
        title: 'Plusieurs signataires',
        text: "Les retraits exigent les signatures choisies par l'église, par exemple celles du pasteur et du trésorier.",
      },
      {
        title: 'Projets et paiements',
        text: 'Payez les travaux de construction, le personnel et les actions de mission, avec une trace pour le conseil.',
      },
      {
        title: 'Des relevés pour vos fidèles',
        text: "Un relevé de compte mensuel à présenter au conseil de l'église et aux assemblées annuelles.",
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: "Une église surmontée d'une simple croix sur son clocher, à côté d'un panier d'offrandes rempli de pièces où tombe une autre pièce.",
      width: 320,
      height: 240,
    },
  },
  nextStep: {
    heading: "Ouvrir un compte d'église",
    text: 'Écrivez-nous en indiquant le nom de votre église et une personne à contacter. Nous vous répondons sous deux jours ouvrables avec la liste des pièces à fournir, et nous pouvons rencontrer votre conseil après un culte.',
    action: {
      kind: 'mail',
      label: "Écrivez-nous pour ouvrir un compte d'église",
      mailbox: 'info',
      subject: "Demande de compte d'église",
    },
  },
  related: {
    heading: 'Pages associées',
    links: [
      {
        title: "Compte d'église pour les paroisses",
        summary: "Les pièces qu'une église fournit pour ouvrir son compte\u00a0: la liste complète.",
        href: '/church',
        linkText: "Détails du compte d'église pour les paroisses",
      },
      {
        title: 'Compte de groupe',
        summary: 'Pour les associations et les coopératives, avec plusieurs signataires.',
        href: '/group_account',
        linkText: 'Détails du compte de groupe',
      },
      {
        title: 'Banque en ligne entreprise',
        summary: 'Voyez arriver les offrandes et payez vos fournisseurs en ligne.',
        href: '/business_online_banking',
        linkText: 'Détails de la banque en ligne entreprise',
      },
    ],
  },
} satisfies ProductPageContent & Translated<typeof english>;

export default churchAccount;
