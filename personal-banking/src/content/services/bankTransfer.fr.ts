import { identity, type ProductPageContent, type Translated } from '@mboa/shared';
import illustrationSrc from '../../illustrations/free-transfer.svg';
import support from '../support.fr';
import type english from './bankTransfer.en';

const bankTransfer = {
  meta: {
    title: `Virements gratuits | ${identity.shortName}`,
    description: `Les virements entre comptes ${identity.shortName} sont gratuits. Payez famille, bailleurs et fournisseurs qui ont leur compte chez nous\u00a0: le montant arrive en entier.`,
  },
  banner: {
    title: 'Virements gratuits',
    description: `Les virements entre comptes ${identity.shortName} sont gratuits\u00a0: vous ne payez rien, et rien n'est retenu sur le montant que l'autre personne reçoit.`,
  },
  support,
  overview: {
    heading: 'Payez les autres membres sans frais',
    paragraphs: [
      `Quand vous envoyez de l'argent d'un compte ${identity.shortName} à un autre, le virement est sans frais, sur tous les canaux\u00a0: l'application, la banque en ligne et l'USSD.`,
      "Le loyer du bailleur, le stock du fournisseur, la scolarité d'un étudiant, le soutien aux parents restés au village\u00a0: s'ils ont leur compte chez nous, les payer ne vous coûte rien.",
    ],
    features: [
      {
        title: 'Sans frais de virement',
        text: `Envoyer de l'argent vers un autre compte ${identity.shortName} est gratuit.`,
      },
      {
        title: 'Le montant arrive en entier',
        text: "Rien n'est déduit\u00a0: la personne que vous payez reçoit exactement ce que vous avez envoyé.",
      },
      {
        title: "Vers n'importe quel membre",
        text: `Payez une personne, une entreprise, une école ou un groupe qui a un compte ${identity.shortName}.`,
      },
      {
        title: 'Entre vos propres comptes aussi',
        text: 'Les virements entre vos propres comptes sont gratuits, eux aussi.',
      },
      {
        title: 'Sur tous les canaux',
        text: "Envoyez depuis l'application, la banque en ligne, ou par USSD sur un téléphone à touches.",
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: "Deux cartes bancaires reliées par des flèches, sous une pièce d'or marquée d'un zéro.",
      width: 320,
      height: 240,
    },
  },
  fees: {
    heading: 'Frais',
    facts: [
      { label: `Virements vers d'autres comptes ${identity.shortName}`, value: 'Gratuits' },
      { label: `Virements entre vos propres comptes ${identity.shortName}`, value: 'Gratuits' },
    ],
    note: 'Les personnes que vous payez le plus souvent peuvent aussi ouvrir un compte\u00a0: tous les paiements entre vous deviennent alors gratuits.',
  },
  nextStep: {
    heading: "Commencez à envoyer de l'argent gratuitement",
    text: "Ouvrez un compte dans l'application en quelques minutes ou en agence, puis payez les autres membres sans frais de virement. Écrivez-nous\u00a0: un conseiller vous dit quoi apporter.",
    action: {
      kind: 'mail',
      label: 'Écrivez-nous pour ouvrir un compte',
      mailbox: 'info',
      subject: 'Ouverture de compte pour les virements gratuits',
    },
  },
  related: {
    heading: 'Pages associées',
    links: [
      {
        title: 'Virements',
        summary: "Comment envoyer de l'argent dans l'application, en ligne ou par USSD.",
        href: '/transfer',
        linkText: 'Comment faire un virement',
      },
      {
        title: 'Nos canaux bancaires',
        summary: "L'application, la banque en ligne, l'USSD et la carte virtuelle.",
        href: '/ways-to-bank',
        linkText: 'Comparer les canaux',
      },
      {
        title: 'Compte personnel',
        summary: 'Trouvez le compte qui vous convient.',
        href: '/personal-account',
        linkText: 'Choisir votre compte',
      },
    ],
  },
} satisfies ProductPageContent & Translated<typeof english>;

export default bankTransfer;
