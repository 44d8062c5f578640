import { atAnyBranch, identity, type Translated } from '@mboa/shared';
import type english from './contact.en';
import type { ContactContent } from './contact';

const contact = {
  meta: {
    title: `Nous contacter | ${identity.shortName}`,
    description: `E-mail, téléphone et WhatsApp de ${identity.name}, l'adresse de nos agences et nos identifiants réglementaires.`,
  },
  banner: {
    title: 'Nous contacter',
    description: `Écrivez, appelez ou envoyez un message à ${identity.shortName}. Choisissez la bonne adresse ci-dessous\u00a0: votre message arrive à l'équipe qui peut y répondre.`,
  },
  email: {
    heading: 'Nous écrire',
    intro:
      "Nous répondons aux e-mails sous deux jours ouvrables. N'envoyez jamais votre code PIN, votre mot de passe ou le numéro complet de votre carte par e-mail.",
    mailboxes: [
      {
        mailbox: 'fraud',
        title: 'Signaler une fraude',
        summary:
          "Un paiement que vous n'avez pas fait, un téléphone ou une carte perdus, ou un message qui vous demande votre code PIN. Écrivez tout de suite\u00a0: cette adresse est lue en premier.",
      },
      {
        mailbox: 'info',
        title: 'Renseignements généraux',
        summary:
          'Ouverture de compte, prêts, comptes njangie et comptes de groupe, adhésion, et toute autre question sur la coopérative.',
      },
      {
        mailbox: 'support',
        title: 'Assistance',
        summary:
          "Aide pour l'application mobile, la banque en ligne, l'USSD, la carte virtuelle ou un virement qui n'est pas arrivé.",
      },
    ],
  },
  phone: {
    heading: 'Appelez-nous ou écrivez-nous',
    intro: `Nous répondons aux appels et aux messages aux horaires suivants\u00a0: ${identity.liveChat.hours.fr}.`,
    callTitle: 'Téléphone',
    callText: "Parlez à l'équipe du siège.",
    whatsappTitle: 'WhatsApp',
    whatsappText: "Envoyez un message ou commencez une discussion avec notre équipe d'assistance.",
  },
  branches: {
    heading: 'Nos agences',
    intro: `Nos membres sont reçus ${atAnyBranch('fr')}\u00a0: ouverture de compte, versements et retraits, réinitialisation du mot de passe ou rendez-vous avec un conseiller. Apportez une carte nationale d'identité ou un passeport en cours de validité quand vous venez pour un compte.`,
    headOffice: 'Siège',
    branch: 'Agence',
  },
  office: {
    heading: 'Notre adresse postale',
    text: "L'adresse du siège, pour tout courrier adressé à la coopérative.",
  },
  regulatory: {
    heading: 'Agréments et immatriculation',
    intro: `${identity.name} est une coopérative d'épargne et de crédit et un établissement de microfinance. Ces identifiants d'exemple montrent où figurent les numéros d'agrément et d'immatriculation d'un vrai établissement.`,
  },
  emailUs: {
    heading: 'Vous ne savez pas à qui vous adresser\u00a0?',
    text: 'Envoyez-nous un e-mail et nous le transmettons à la bonne équipe. Indiquez votre nom et un numéro de téléphone où nous pouvons vous rappeler.',
    action: { kind: 'mail', label: 'Écrivez-nous', mailbox: 'info', subject: 'Demande envoyée depuis le site web' },
  },
  selfHelp: {
    heading: 'Votre réponse est peut-être déjà ici',
    links: [
      {
        title: "Centre d'aide",
        summary: "L'aide par thème, et le chat en direct aux heures d'ouverture.",
        href: '/help-center',
        linkText: "Aller au Centre d'aide",
      },
      {
        title: 'Questions fréquentes',
        summary: 'Comptes, prêts, njangies, frais et sécurité.',
        href: '/faqs',
        linkText: 'Lire les questions fréquentes',
      },
      {
        title: 'Vérifier un relevé',
        summary: 'Vérifiez vous-même, en une minute, un relevé que nous avons émis.',
        href: '/verify-statement',
        linkText: 'Vérifier un relevé',
      },
    ],
  },
} satisfies ContactContent & Translated<typeof english>;

export default contact;
