import { identity, type Translated } from '@mboa/shared';
import mobileBankingSrc from '../illustrations/mobile-banking.svg';
import ussdSrc from '../illustrations/ussd.svg';
import virtualCardSrc from '../illustrations/virtual-card.svg';
import support from './support.fr';
import type english from './waysToBank.en';
import type { WaysToBankContent } from './types';

/** The institution's USSD code (identity module; the ussd illustration draws it too). */
const ussdCode = identity.ussdCode;

const size = { width: 320, height: 240 } as const;

const waysToBank = {
  meta: {
    title: `Nos canaux bancaires | ${identity.shortName}`,
    description: `Votre banque ${identity.shortName} dans l'application, en ligne, par USSD sur tout téléphone sans données mobiles, ou par carte virtuelle en ligne.`,
  },
  banner: {
    title: 'Nos canaux bancaires',
    description:
      'Faites vos opérations depuis un smartphone, un ordinateur ou le plus simple des téléphones. Choisissez le canal qui convient à votre appareil, à votre forfait et à votre réseau.',
  },
  support,
  channels: [
    {
      id: 'app',
      heading: "L'application et la banque en ligne",
      paragraphs: [
        `Téléchargez l'application ${identity.shortName} sur votre smartphone, ou connectez-vous à la banque en ligne depuis le navigateur d'un téléphone ou d'un ordinateur.`,
        'Toutes deux vous permettent de consulter vos comptes, de faire des virements et de payer vos factures sans passer en agence.',
      ],
      features: [
        {
          title: "Vos soldes en un coup d'œil",
          text: 'Voyez le solde de chacun de vos comptes dès que vous êtes connecté.',
        },
        {
          title: `Virements gratuits entre comptes ${identity.shortName}`,
          text: "Envoyez de l'argent à d'autres membres, ou entre vos propres comptes, sans frais.",
        },
        {
          title: 'Paiement de factures',
          text: "Payez vos factures d'électricité, d'eau et de télévision avec la référence inscrite sur la facture.",
        },
        {
          title: 'Relevés à la demande',
          text: 'Consultez vos opérations récentes et téléchargez un relevé de compte quand vous en avez besoin.',
        },
      ],
      illustration: {
        src: mobileBankingSrc,
        alt: 'Un ordinateur portable et un téléphone, affichant tous deux des soldes de comptes et des graphiques.',
        ...size,
      },
      appStoreBadges: {
        apple: { callToAction: 'Télécharger dans', storeName: "l'App Store" },
        google: { callToAction: 'Disponible sur', storeName: 'Google Play' },
      },
    },
    {
      id: 'ussd',
      heading: 'USSD sur tout téléphone, sans données mobiles',
      paragraphs: [
        "L'USSD fonctionne sur tous les téléphones portables, y compris les téléphones à touches les plus simples, sans connexion internet et sans forfait de données.",
        "C'est la solution pour faire vos opérations quand vous êtes loin de la ville, quand le réseau est trop faible pour internet ou quand votre forfait est épuisé.",
      ],
      steps: {
        heading: "Comment utiliser l'USSD",
        code: ussdCode,
        items: [
          `Composez le ${ussdCode}, le code ${identity.shortName}, puis appuyez sur la touche d'appel.`,
          'Choisissez votre langue.',
          'Saisissez votre code PIN.',
          'Choisissez un service\u00a0: solde, virement, paiement de facture ou mini-relevé.',
          "Vérifiez les détails à l'écran, puis confirmez.",
        ],
      },
      note: `Ne communiquez jamais votre code PIN à personne, pas même à votre famille. Le personnel de ${identity.shortName} ne vous le demandera jamais, ni par téléphone, ni par SMS, ni en personne.`,
      illustration: {
        src: ussdSrc,
        alt: `Un téléphone à touches affichant le code ${ussdCode}, à côté d'un court menu d'options.`,
        ...size,
      },
    },
    {
      id: 'virtual-card',
      heading: 'Une carte virtuelle pour payer en ligne',
      paragraphs: [
        "La carte virtuelle se trouve dans l'application et elle est liée à votre compte. Utilisez-la pour payer sur les sites et dans les applications\u00a0: abonnements, formations et billets d'avion.",
        "Pas de carte en plastique à perdre, et vous pouvez la bloquer depuis l'application si quelque chose vous paraît anormal.",
      ],
      illustration: {
        src: virtualCardSrc,
        alt: "Une carte bancaire qui sort de l'écran d'un téléphone, avec un cadenas à côté.",
        ...size,
      },
      link: { href: '/virtual-card', text: 'Détails de la carte virtuelle' },
    },
  ],
  nextStep: {
    heading: 'Faites vos opérations à votre façon',
    text: "Ouvrez un compte dans l'application en quelques minutes ou en agence, puis utilisez le canal qui convient à votre téléphone et à votre journée. Écrivez-nous\u00a0: un conseiller vous dit quoi apporter.",
    action: {
      kind: 'mail',
      label: 'Écrivez-nous pour ouvrir un compte',
      mailbox: 'info',
      subject: 'Ouverture de compte\u00a0: nos canaux bancaires',
    },
  },
} satisfies WaysToBankContent & Translated<typeof english>;

export default waysToBank;
