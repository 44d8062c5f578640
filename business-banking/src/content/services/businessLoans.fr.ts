import { atAnyBranch, identity, type ProductPageContent, type Translated } from '@mboa/shared';
import type english from './businessLoans.en';
import support from '../support.fr';
import illustrationSrc from '../../illustrations/business-loans.svg';

const businessLoans = {
  meta: {
    title: `Prêts entreprise | ${identity.shortName}`,
    description: `Prêts sans garantie réelle, immobiliers, spéciaux et d'amorçage pour commerçants, PME et coopératives au ${identity.address.country.fr}, remboursés au rythme de votre activité.`,
  },
  banner: {
    title: 'Prêts entreprise',
    description:
      'De quoi démarrer, vous approvisionner, vous équiper ou construire\u00a0: quatre types de prêt pour les commerçants, les PME, les coopératives agricoles et les entreprises en croissance.',
  },
  support,
  overview: {
    heading: 'Un prêt taillé pour votre projet',
    paragraphs: [
      "Dites-nous à quoi servira l'argent et d'où viennent les revenus de votre entreprise. Votre conseiller vous aide à choisir le bon type de prêt, le montant et un plan de remboursement que votre trésorerie peut supporter.",
      "Parce que nous sommes une coopérative d'épargne et de crédit, nos prêts viennent de l'épargne de nos membres et retournent aux entreprises de la communauté.",
    ],
    features: [
      {
        title: 'Des remboursements adaptés à votre trésorerie',
        text: 'Chaque mois, ou selon le calendrier de votre récolte ou de votre saison commerciale.',
      },
      {
        title: 'Une décision claire',
        text: 'Votre conseiller vous dit ce qui manque à un dossier et vous explique chaque décision.',
      },
      {
        title: 'Remboursez depuis votre téléphone',
        text: `Payez vos échéances dans l'application, en ligne, par USSD ou ${atAnyBranch('fr')}.`,
      },
      {
        title: 'Des conseils tout au long du prêt',
        text: "Une aide pour votre plan d'affaires, votre comptabilité et votre prochaine étape.",
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: "Un étal de marché sous une bâche rayée, avec des bassines de produits, à côté d'une pile de pièces et d'une grande clé dorée.",
      width: 320,
      height: 240,
    },
  },
  options: {
    heading: 'Quatre types de prêt entreprise',
    intro:
      "Les taux d'intérêt, les montants et les durées dépendent du prêt et de votre entreprise\u00a0; votre conseiller vous remet une offre écrite avant toute signature, avec le taux effectif global (TEG), le coût total du crédit et le tableau d'amortissement.",
    items: [
      {
        title: 'Prêt sans garantie réelle',
        purpose:
          'Pour les besoins à court terme, comme un nouveau stock, une grosse commande ou un petit équipement, sans mettre de bien en garantie.',
        points: [
          'Aucun bien mis en garantie\u00a0; une caution solidaire ou une épargne nantie peut être demandée',
          "Selon votre chiffre d'affaires et votre historique chez nous",
          'Court terme, remboursé par les ventes',
        ],
      },
      {
        title: 'Prêt immobilier',
        purpose:
          'Pour acheter, construire ou agrandir des locaux professionnels\u00a0: une boutique, un entrepôt, un atelier ou une chambre froide.',
        points: [
          'Garanti par le bien',
          'Durée de remboursement plus longue',
          "Versé par tranches, à l'avancement des travaux",
        ],
      },
      {
        title: 'Prêt spécial',
        purpose:
          'Pour des besoins ponctuels hors du cycle habituel\u00a0: un marché public ou privé, une campagne saisonnière ou la reprise après une perte.',
        points: [
          'Conditions convenues au cas par cas',
          'Remboursement prévu selon le marché ou la saison',
          'Garanties convenues avec votre conseiller',
        ],
      },
      {
        title: "Prêt d'amorçage",
        purpose:
          'Pour lancer ou formaliser une petite entreprise, par exemple un jeune entrepreneur, une nouvelle coopérative ou un commerçant qui quitte le secteur informel.',
        points: [
          'De petits premiers montants qui augmentent avec votre historique',
          'Un accompagnement pour la comptabilité et la planification',
          "Une caution solidaire, d'une personne ou du groupe, peut remplacer la garantie",
        ],
      },
    ],
  },
  eligibility: {
    heading: "Ce qu'il faut dans un dossier de prêt",
    items: [
      "L'immatriculation de l'entreprise et son numéro de contribuable (NIU)",
      "Une carte nationale d'identité (CNI) ou un passeport valide pour chaque propriétaire ou signataire",
      "Des relevés de compte récents ou un registre des ventes montrant votre chiffre d'affaires",
      "Une courte description de l'usage du prêt et de la façon dont il sera remboursé",
    ],
  },
  nextStep: {
    heading: 'Demander un prêt entreprise',
    text: `La demande de prêt se fait avec un conseiller entreprise, pas sur ce site. Écrivez à ${identity.email.info} en indiquant l'usage du prêt et le montant dont vous avez besoin\u00a0: nous vous répondons sous deux jours ouvrables avec une date de rendez-vous et la liste des pièces à fournir. Vous pouvez aussi venir nous voir ${atAnyBranch('fr')}. Le bouton ci-dessous mène à la page de connexion à la banque en ligne, pour les entreprises déjà clientes.`,
    action: { kind: 'route', label: 'Demander un prêt entreprise', to: '/login' },
  },
  related: {
    heading: 'Pages associées',
    links: [
      {
        title: 'Compte crédit entreprise',
        summary: 'Une ligne de crédit que vous utilisez selon vos besoins.',
        href: '/business_credit_account',
        linkText: 'Détails du compte crédit entreprise',
      },
      {
        title: 'Prêts de groupe',
        summary: 'Des prêts pour les njangies (tontines) et les réunions.',
        href: '/group-societies#loan_application',
        linkText: 'Comment demander un prêt de groupe',
      },
      {
        title: 'Prêts personnels',
        summary: 'Pour les frais de scolarité, le logement, la santé et les projets de famille.',
        href: '/personal-loans',
        linkText: 'Détails des prêts personnels',
      },
    ],
  },
} satisfies ProductPageContent & Translated<typeof english>;

export default businessLoans;
