import { atAnyBranch, identity, phoneOnOneLine, type Translated } from '@mboa/shared';
import type english from './helpCenter.en';
import type { HelpCenterContent } from './helpCenter';

const n = identity.shortName;
const hours = identity.liveChat.hours.fr;
const localTime = identity.liveChat.schedule.localTimeName.fr;

const helpCenter = {
  meta: {
    title: `Centre d'aide | ${n}`,
    description: `Réponses sur les comptes ${n}, les prêts, les njangies, l'application et l'USSD, les relevés et la fraude, et chat en direct du lundi au samedi.`,
  },
  banner: {
    title: "Centre d'aide",
    description: `Comment pouvons-nous vous aider\u00a0? Trouvez votre réponse par thème, discutez avec notre équipe ou venez nous voir ${atAnyBranch('fr')}. Horaires du chat en direct\u00a0: ${hours}.`,
  },
  categories: {
    heading: "Parcourir l'aide par thème",
    intro:
      'Choisissez le thème le plus proche de votre question. Chacun mène à la page qui donne les détails, les documents à apporter et qui contacter.',
    cards: [
      {
        title: 'Comptes',
        summary:
          "Comptes d'épargne, de dépôt, crédit, étudiant, d'épargne journalière, mineur et individuel\u00a0: qui peut les ouvrir et ce qu'il vous faut.",
        href: '/personal-banking',
        linkText: 'Comparer les comptes Particuliers',
      },
      {
        title: 'Prêts',
        summary:
          'Prêts personnels, et prêts entreprise pour les commerçants et les PME\u00a0: comment faire une demande et les documents que nous demandons.',
        href: '/personal-loans',
        linkText: 'En savoir plus sur les prêts personnels',
      },
      {
        title: 'Nos canaux bancaires',
        summary: `L'application mobile, la banque en ligne, la carte virtuelle et l'USSD au ${identity.ussdCode}, qui fonctionne sur tout téléphone sans données mobiles.`,
        href: '/ways-to-bank',
        linkText: 'Voir nos canaux bancaires',
      },
      {
        title: 'Épargne de groupe',
        summary:
          'Njangies, réunions, associations et églises\u00a0: épargner ensemble, avec des comptes transparents et plusieurs signataires.',
        href: '/group-societies',
        linkText: "Découvrir l'épargne de groupe",
      },
      {
        title: 'Vérifier un relevé',
        summary:
          "Bailleurs, employeurs et ambassades peuvent vérifier, grâce à son numéro de référence, qu'un relevé de compte vient bien de nous.",
        href: '/verify-statement',
        linkText: 'Vérifier un relevé',
      },
      {
        title: 'Sécurité et fraude',
        summary:
          'Comment repérer une arnaque, protéger votre code PIN, et que faire tout de suite si vous perdez votre téléphone ou votre carte.',
        href: '/faqs#security-fraud',
        linkText: 'Lire les réponses sur la sécurité',
      },
      {
        title: 'Nous contacter',
        summary: "Nos adresses e-mail, nos numéros de téléphone et WhatsApp, et l'adresse de nos agences.",
        href: '/contact-us',
        linkText: 'Voir tous nos contacts',
      },
      {
        title: 'Questions fréquentes',
        summary:
          "Neuf thèmes, de l'ouverture d'un compte aux frais et aux services aux entreprises, expliqués simplement.",
        href: '/faqs',
        linkText: 'Lire les questions fréquentes',
      },
      {
        title: 'Actualités et alertes arnaques',
        summary:
          "Informations sur nos services, alertes sur les dernières arnaques et conseils d'épargne, chacun avec sa date.",
        href: '/blog',
        linkText: 'Lire les actualités',
      },
    ],
  },
  chat: {
    heading: "Discutez avec notre équipe d'assistance",
    hoursLine: `Le chat en direct est assuré aux horaires suivants\u00a0: ${hours}, l'heure en vigueur dans tout le ${identity.address.country.fr}.`,
    status: {
      hours: `Horaires du chat\u00a0: ${hours}.`,
      open: `Le chat est ouvert, jusqu'à {time} aujourd'hui (${localTime}).`,
      opensToday: `Le chat est fermé pour le moment. Il ouvre aujourd'hui à {time} (${localTime}).`,
      opensTomorrow: `Le chat est fermé pour le moment. Il ouvre demain, {weekday}, à {time} (${localTime}).`,
      opensLater: `Le chat est fermé pour le moment. Il ouvre {weekday} à {time} (${localTime}).`,
      clock: '{hour}\u00a0h\u00a0{minute}',
    },
    paragraphs: [
      `Ouvrez l'application ${n} et choisissez Aide, puis Discuter avec nous, ou envoyez-nous un message WhatsApp au ${phoneOnOneLine(identity.phone.whatsapp)}. Un membre de notre équipe de ${identity.address.city} vous répond, en français ou en anglais.`,
      "Nous ne vous demanderons jamais votre code PIN, votre mot de passe ou un code à usage unique dans un chat. Si quelqu'un le fait, arrêtez-vous et signalez-le.",
    ],
    whatsappLabel: `Écrire sur WhatsApp au ${phoneOnOneLine(identity.phone.whatsapp)}`,
    afterHours: `En dehors de ces horaires, écrivez à ${identity.email.support}\u00a0: nous vous répondons sous deux jours ouvrables. Pour signaler une fraude ou une carte perdue, écrivez tout de suite à ${identity.email.fraud}\u00a0: cette adresse est lue en premier chaque matin.`,
  },
} satisfies HelpCenterContent & Translated<typeof english>;

export default helpCenter;
