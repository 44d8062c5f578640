import { identity, type ProductPageContent, type Translated } from '@mboa/shared';
import illustrationSrc from '../../illustrations/credit.svg';
import support from '../support.fr';
import type english from './creditAccount.en';

const creditAccount = {
  meta: {
    title: `Compte crédit | ${identity.shortName}`,
    description:
      'Un compte crédit pour salariés et commerçants aux revenus réguliers\u00a0: empruntez dans une limite convenue et remboursez selon ce que vous gagnez.',
  },
  banner: {
    title: 'Compte crédit',
    description:
      'Du crédit pour vos projets, adapté à votre salaire ou à vos recettes, et chaque coût vous est expliqué avant la signature.',
  },
  support,
  overview: {
    heading: 'Un crédit qui suit vos revenus',
    paragraphs: [
      "Un compte crédit vous permet d'emprunter dans une limite fixée avec vous, selon ce que vous gagnez. Il convient aux salariés et aux commerçants aux revenus réguliers qui doivent faire face à une grosse dépense ou réapprovisionner leur stock avant la paie.",
      "Le taux d'intérêt dépend du montant et de la durée. Demandez-nous le taux en vigueur\u00a0: nous vous remettons le coût total par écrit avant tout engagement.",
    ],
    features: [
      {
        title: 'Une limite fixée avec vous',
        text: "Votre limite est calculée à partir de votre justificatif de revenus\u00a0: vous n'empruntez que ce que vous pouvez rembourser.",
      },
      {
        title: 'Des remboursements au jour de paie',
        text: 'Les remboursements peuvent suivre la date de votre salaire ou le rythme de votre commerce.',
      },
      {
        title: 'Pas de coûts cachés',
        text: 'Avant de signer, vous voyez le taux, le coût total et la date de chaque échéance.',
      },
      {
        title: 'Un historique qui compte',
        text: 'Rembourser à temps vous constitue un historique utile le jour où vous demandez un prêt plus important.',
      },
      {
        title: `Virements gratuits entre comptes ${identity.shortName}`,
        text: 'Payez sans frais de virement un fournisseur ou une école qui a son compte chez nous.',
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: "Un contrat signé et un stylo, à côté d'une flèche qui monte au-dessus d'une pile de pièces d'or.",
      width: 320,
      height: 240,
    },
  },
  eligibility: {
    heading: "Qui peut l'ouvrir et quoi apporter",
    intro: 'Un conseiller examine vos documents avec vous et vous explique comment votre limite est fixée.',
    items: [
      '18\u00a0ans ou plus',
      "Une carte nationale d'identité (CNI) ou un passeport en cours de validité",
      'Un justificatif de domicile\u00a0: une facture ENEO ou CAMWATER récente ou un plan de localisation',
      "Un justificatif de revenus ou d'emploi, par exemple vos derniers bulletins de salaire, une attestation de travail ou le relevé de vos recettes commerciales",
    ],
  },
  fees: {
    heading: 'Frais',
    facts: [{ label: `Virements vers d'autres comptes ${identity.shortName}`, value: 'Gratuits' }],
    note: 'Les intérêts et les éventuels frais du crédit dépendent du montant et de la durée. Vous recevez les chiffres par écrit avant de donner votre accord.',
  },
  nextStep: {
    heading: 'Demandez un compte crédit',
    text: 'Dites-nous ce que vous faites dans la vie et à quoi servira le crédit. Un conseiller vous répond avec les documents à préparer et une date de rendez-vous.',
    action: {
      kind: 'mail',
      label: 'Écrivez-nous pour demander un compte crédit',
      mailbox: 'info',
      subject: 'Demande de compte crédit',
    },
  },
  related: {
    heading: 'Pages associées',
    links: [
      {
        title: 'Prêts personnels',
        summary: 'Un prêt ponctuel pour les frais de scolarité, le logement, la santé ou un projet familial.',
        href: '/personal-loans',
        linkText: 'Détails des prêts personnels',
      },
      {
        title: 'Compte individuel',
        summary: 'Un compte de tous les jours à votre nom, pour votre salaire et vos factures.',
        href: '/individual_account',
        linkText: 'Détails du compte individuel',
      },
      {
        title: 'Paiement de factures',
        summary: "Payez vos factures d'électricité, d'eau et de télévision depuis votre téléphone.",
        href: '/pay-bills',
        linkText: 'Comment payer vos factures',
      },
    ],
  },
} satisfies ProductPageContent & Translated<typeof english>;

export default creditAccount;
