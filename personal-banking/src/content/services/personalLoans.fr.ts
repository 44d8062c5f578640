import { identity, type ProductPageContent, type Translated } from '@mboa/shared';
import illustrationSrc from '../../illustrations/personal-loans.svg';
import support from '../support.fr';
import type english from './personalLoans.en';

const personalLoans = {
  meta: {
    title: `Prêts personnels | ${identity.shortName}`,
    description: `Prêts personnels ${identity.shortName} pour la scolarité, la construction ou la réparation d'un logement, la santé et les événements familiaux, adaptés à vos revenus.`,
  },
  banner: {
    title: 'Prêts personnels',
    description:
      'Empruntez pour les frais de scolarité, votre logement, votre santé ou un événement familial, et remboursez par échéances à votre portée.',
  },
  support,
  overview: {
    heading: 'Financez ce qui compte pour votre famille',
    paragraphs: [
      'Un prêt personnel est une somme que vous empruntez en une fois et remboursez par échéances régulières sur une durée convenue. Nos membres y ont recours quand une grosse dépense ne peut pas attendre que leur épargne suffise.',
      'Le taux et la durée dépendent du montant et de vos revenus. Demandez-nous le taux en vigueur\u00a0: un conseiller calcule les remboursements avec vous avant votre demande.',
    ],
    features: [
      {
        title: 'Des frais de scolarité payés à temps',
        text: 'Payez les frais à la rentrée et étalez le coût sur les mois qui suivent.',
      },
      {
        title: 'Construisez ou réparez votre maison',
        text: 'Achevez une toiture, ajoutez une pièce ou achetez les matériaux quand les prix sont bons.',
      },
      {
        title: 'Santé et événements familiaux',
        text: "Couvrez des frais d'hôpital, un mariage ou des funérailles sans vendre ce que vous avez bâti.",
      },
      {
        title: 'Des échéances adaptées à vos revenus',
        text: 'Les remboursements sont fixés à partir de votre salaire ou de vos revenus commerciaux, pour que le prêt reste supportable.',
      },
      {
        title: 'Tout par écrit',
        text: "Vous recevez le taux effectif global (TEG), le coût total du crédit et le tableau d'amortissement avant de signer.",
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: "Une maison, une école et un cœur marqué d'une croix, chacun relié par une ligne pointillée à une pièce d'or.",
      width: 320,
      height: 240,
    },
  },
  eligibility: {
    heading: 'Qui peut faire une demande et quoi apporter',
    items: [
      '18\u00a0ans ou plus',
      `Un compte ${identity.shortName}`,
      "Un justificatif de revenus ou d'emploi",
      "Une carte nationale d'identité (CNI) ou un passeport en cours de validité",
    ],
  },
  nextStep: {
    heading: 'Parlez-nous de votre prêt',
    text: 'Dites-nous à quoi servira le prêt et le montant approximatif dont vous avez besoin. Un conseiller vous répond avec les documents à préparer et vous explique le taux et les remboursements.',
    action: {
      kind: 'mail',
      label: 'Demander des renseignements sur un prêt personnel',
      mailbox: 'info',
      subject: 'Renseignements\u00a0: prêt personnel',
    },
  },
  related: {
    heading: 'Pages associées',
    links: [
      {
        title: 'Compte crédit',
        summary: 'Empruntez dans une limite convenue et remboursez sur vos revenus.',
        href: '/credit_account',
        linkText: 'Comparer avec le compte crédit',
      },
      {
        title: "Compte d'épargne",
        summary: 'Épargnez en parallèle de votre prêt, sans frais de tenue de compte.',
        href: '/savings_account',
        linkText: "Détails du compte d'épargne",
      },
      {
        title: 'Compte personnel',
        summary: 'Pas encore de compte\u00a0? Voyez celui qui vous convient.',
        href: '/personal-account',
        linkText: 'Choisir un compte personnel',
      },
    ],
  },
} satisfies ProductPageContent & Translated<typeof english>;

export default personalLoans;
