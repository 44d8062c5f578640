import { atAnyBranch, identity, type Translated } from '@mboa/shared';
import type english from './testimonies.en';
import testimonials from '../testimonials/testimonials.fr';
import type { TestimoniesContent } from './testimonies';

const n = identity.shortName;
const city = identity.address.city;

const testimonies = {
  meta: {
    title: `Témoignages\u00a0: exemples de ce que nous disent nos membres | ${n}`,
    description: `Exemples de ce que nous disent les membres de ${n}\u00a0: ce que l'épargne journalière, la njangie, le crédit et la banque mobile peuvent changer.`,
  },
  banner: {
    title: 'Témoignages',
    description:
      "Commerçants, étudiants, parents, pêcheurs et trésoriers de njangie\u00a0: des exemples de ce qu'un compte peut changer.",
  },
  testimonials: {
    heading: 'Exemples de ce que nous disent nos membres',
    intro:
      'Ces témoignages sont des exemples pour ce site de démonstration\u00a0: les personnes sont inventées, les situations sont celles de tous les jours.',
    ...testimonials,
  },
  stories: {
    heading: "Exemples d'histoires de membres",
    intro: "Trois exemples plus longs, inventés comme les témoignages ci-dessus, de ce qu'un compte peut changer.",
    items: [
      {
        id: 'market-savings',
        name: 'Elizabeth Ngwa',
        role: `Vendeuse de vivres, grand marché de ${city}`,
        heading: 'Épargner un peu, chaque soir',
        paragraphs: [
          'Avant, ce qui restait en fin de journée allait dans une boîte sous la table, et tout avait disparu à la fin de la semaine\u00a0: un voisin, un parent dans le besoin, une mauvaise journée de ventes.',
          "Maintenant, le collecteur passe chaque soir avant la fermeture. Certains jours, c'est très peu, mais ça va sur le compte et j'ai un reçu. À la rentrée de septembre, les frais de scolarité étaient déjà là. Cette année, je veux épargner pour un deuxième étal.",
        ],
        account: {
          title: "Compte d'épargne journalière",
          summary: 'Un collecteur vient à vous, chaque jour ouvrable.',
          href: '/daily_saving_account',
          linkText: "Détails du compte d'épargne journalière",
        },
      },
      {
        id: 'njangie-treasurer',
        name: 'Emmanuel Tabi',
        role: "Trésorier d'une njangie de vingt membres, Mile 4",
        heading: 'Fini les disputes autour de la caisse',
        paragraphs: [
          "Être trésorier, c'était garder l'argent de tout le monde chez moi. Quand un membre doutait du compte, toute la séance tournait à la dispute.",
          "Avec le compte de groupe, deux signataires doivent approuver chaque retrait et je lis le solde dans l'application à chaque réunion. Les membres ont confiance dans les comptes, et je dors mieux.",
        ],
        account: {
          title: 'Compte de groupe njangie',
          summary: 'Deux signataires, et des relevés que le bureau peut présenter à chaque séance.',
          href: '/njangie',
          linkText: 'Détails du compte njangie',
        },
      },
      {
        id: 'student-account',
        name: 'Brenda Ewane',
        role: 'Étudiante, Buea',
        heading: 'Mon premier compte, ouvert depuis mon téléphone',
        paragraphs: [
          `J'ai ouvert mon compte étudiant dans l'application entre deux cours. Mes parents y versent mon argent de poche, et les virements entre comptes ${n} sont gratuits\u00a0: rien ne se perd en route.`,
          "Quand le réseau est mauvais sur le campus, je consulte mon solde par USSD. La séance Money Skills sur le budget m'a appris à prévoir les mois chers.",
        ],
        account: {
          title: 'Compte étudiant',
          summary: 'Sans frais de tenue de compte, dès 16\u00a0ans.',
          href: '/student-Account',
          linkText: 'Détails du compte étudiant',
        },
      },
    ],
  },
  nextStep: {
    heading: 'Écrivez le prochain témoignage',
    text: `Ouvrez un compte en quelques minutes dans l'application mobile, ou ${atAnyBranch('fr')}, avec votre pièce d'identité, et voyez ce qu'il change pour vous. Écrivez-nous pour toute question\u00a0: nous répondons sous deux jours ouvrables.`,
    action: {
      kind: 'mail',
      label: 'Écrivez-nous pour ouvrir un compte',
      mailbox: 'info',
      subject: 'Ouverture de compte',
    },
  },
  related: {
    heading: 'Trouvez le compte qui vous convient',
    links: [
      {
        title: 'Particuliers',
        summary: "Comptes d'épargne, de dépôt, crédit, étudiant, mineur et d'épargne journalière.",
        href: '/personal-banking',
        linkText: 'Particuliers',
      },
      {
        title: 'Entreprises',
        summary: 'Comptes et prêts pour les commerçants, les PME, les églises et les sociétés.',
        href: '/business-banking',
        linkText: 'Entreprises',
      },
      {
        title: 'Nos canaux bancaires',
        summary: "L'application, la banque en ligne, l'USSD et la carte virtuelle.",
        href: '/ways-to-bank',
        linkText: 'Nos canaux bancaires',
      },
    ],
  },
} satisfies TestimoniesContent & Translated<typeof english>;

export default testimonies;
