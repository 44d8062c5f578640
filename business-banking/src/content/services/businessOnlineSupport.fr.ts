import { identity, type ProductPageContent, type Translated } from '@mboa/shared';
import type english from './businessOnlineSupport.en';
import support from '../support.fr';
import illustrationSrc from '../../illustrations/business-support.svg';

const businessOnlineSupport = {
  meta: {
    title: `Services d'assistance aux entreprises | ${identity.shortName}`,
    description:
      'Aide aux entreprises clientes\u00a0: utilisateurs de la banque en ligne, paiements, application mobile et questions de compte, par chat, e-mail ou téléphone.',
  },
  banner: {
    title: "Services d'assistance aux entreprises",
    description:
      "Un paiement bloqué, un utilisateur verrouillé, un relevé dont vous avez besoin\u00a0: les Services d'assistance aux entreprises vous aident par chat, e-mail ou téléphone.",
  },
  support,
  overview: {
    heading: 'Une aide qui fait avancer votre entreprise',
    paragraphs: [
      `Notre équipe d'assistance répond aux entreprises clientes sur le chat en direct (${identity.liveChat.hours.fr}). Écrivez-nous à tout moment\u00a0: nous répondons à chaque message sous deux jours ouvrables.`,
      "Nous ne vous demanderons jamais votre mot de passe, votre code PIN ni un code reçu sur votre téléphone. Si quelqu'un le fait, arrêtez tout et écrivez à notre équipe chargée de la fraude.",
    ],
    features: [
      {
        title: 'Utilisateurs de la banque en ligne',
        text: 'Ajoutez ou retirez des utilisateurs, modifiez leurs droits, débloquez un accès.',
      },
      { title: 'Paiements', text: "Suivez un paiement, un versement de salaires ou un virement qui n'est pas arrivé." },
      {
        title: "L'application mobile",
        text: 'Installez-la, connectez-vous pour la première fois et sécurisez votre téléphone.',
      },
      {
        title: 'Relevés et attestations',
        text: 'Demandez des relevés de compte, des attestations de solde et des lettres de référence.',
      },
      {
        title: 'Soupçon de fraude',
        text: `Écrivez sans attendre à ${identity.email.fraud}\u00a0; nous traitons ces messages en priorité.`,
      },
    ],
    illustration: {
      src: illustrationSrc,
      alt: "Un agent d'assistance portant un casque, à côté d'une bulle de discussion et d'un téléphone qui sonne.",
      width: 320,
      height: 240,
    },
  },
  nextStep: {
    heading: "Écrire aux Services d'assistance aux entreprises",
    text: 'Écrivez-nous en indiquant le nom de votre entreprise, votre numéro de compte (jamais votre mot de passe) et ce dont vous avez besoin. Nous vous répondons sous deux jours ouvrables.',
    action: {
      kind: 'mail',
      label: "Écrire aux Services d'assistance aux entreprises",
      mailbox: 'support',
      subject: "Demande aux Services d'assistance aux entreprises",
    },
  },
  related: {
    heading: 'Pages associées',
    links: [
      {
        title: "Centre d'aide",
        summary: 'Des réponses pour chaque type de compte, et le chat en direct.',
        href: '/help-center',
        linkText: "Consulter le Centre d'aide",
      },
      {
        title: 'Banque en ligne entreprise',
        summary: 'Paiements, approbations et relevés en ligne.',
        href: '/business_online_banking',
        linkText: 'Détails de la banque en ligne entreprise',
      },
      {
        title: 'Nous contacter',
        summary: 'Téléphone, WhatsApp, e-mail et adresse de notre siège.',
        href: '/contact-us',
        linkText: 'Toutes nos coordonnées',
      },
    ],
  },
} satisfies ProductPageContent & Translated<typeof english>;

export default businessOnlineSupport;
