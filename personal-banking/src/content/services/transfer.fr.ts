import { identity, type ProductPageContent, type Translated } from '@mboa/shared';
import illustrationSrc from '../../illustrations/transfer.svg';
import support from '../support.fr';
import type english from './transfer.en';

const transfer = {
  meta: {
    title: `Virements | ${identity.shortName}`,
    description: `Envoyez de l'argent depuis votre compte ${identity.shortName} dans l'application, en ligne ou par USSD. Les virements entre comptes ${identity.shortName} sont gratuits.`,
  },
  banner: {
    title: 'Virements',
    description:
      "Envoyez de l'argent à la famille, à un bailleur ou à un fournisseur depuis votre téléphone, sans vous déplacer ni transporter d'espèces.",
  },
  support,
  overview: {
    heading: "Envoyez de l'argent sans sortir de chez vous",
    paragraphs: [
      `Les virements entre comptes ${identity.shortName} sont gratuits, que l'argent aille à un autre membre ou sur l'un de vos propres comptes.`,
      "Envoyez depuis l'application ou la banque en ligne, ou par USSD sur un téléphone à touches quand vous n'avez pas de données mobiles.",
    ],
    features: [
      {
        title: `Gratuit entre comptes ${identity.shortName}`,
        text: 'La personne que vous payez reçoit le montant entier\u00a0: le virement est sans frais.',
      },
      {
        title: 'Entre vos propres comptes',
        text: "Virez de l'argent de votre compte de tous les jours vers votre épargne en quelques étapes.",
      },
      {
        title: 'Depuis un téléphone ou un ordinateur',
        text: 'Smartphone, ordinateur ou téléphone à touches\u00a0: chaque canal permet de faire un virement.',
      },
      {
        title: 'Confirmé par votre code PIN',
        text: "Aucun virement ne quitte votre compte tant que vous ne l'avez pas confirmé avec votre code PIN.",
      },
      {
        title: 'Une trace de chaque virement',
        text: 'Chaque virement apparaît dans votre historique et sur votre relevé de compte, comme preuve de paiement.',
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: "Une pièce d'or qui suit un arc pointillé d'un téléphone à un autre, qui affiche une coche.",
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
    note: "Avant d'envoyer, vérifiez le numéro de compte et le nom avec la personne que vous payez.",
  },
  nextStep: {
    heading: 'Choisissez comment envoyer',
    text: "Découvrez comment fonctionnent l'application, la banque en ligne et l'USSD, et choisissez le canal qui convient à votre téléphone et à votre forfait.",
    action: { kind: 'route', label: "Choisir comment envoyer de l'argent", to: '/ways-to-bank' },
  },
  related: {
    heading: 'Pages associées',
    links: [
      {
        title: 'Virements gratuits',
        summary: 'Pourquoi payer les autres membres ne vous coûte rien.',
        href: '/bank_transfer',
        linkText: 'À propos des virements gratuits',
      },
      {
        title: 'Paiement de factures',
        summary: "Payez vos factures d'électricité, d'eau et de télévision depuis les mêmes menus.",
        href: '/pay-bills',
        linkText: 'Détails du paiement de factures',
      },
      {
        title: 'Versement sur un compte',
        summary: 'Versez des espèces sur un compte en agence, par un collecteur ou chez un agent.',
        href: '/Deposit',
        linkText: 'Comment verser des espèces',
      },
    ],
  },
} satisfies ProductPageContent & Translated<typeof english>;

export default transfer;
