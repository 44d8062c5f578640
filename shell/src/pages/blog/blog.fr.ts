import { atAnyBranch, identity, phoneOnOneLine, type Translated } from '@mboa/shared';
import type english from './blog.en';
import type { BlogContent } from './blog';

const n = identity.shortName;
const { city } = identity.address;

const blog = {
  meta: {
    title: `Blog et actualités | ${n}`,
    description: `Actualités de ${identity.name}\u00a0: informations de service, alertes arnaques, conseils d'épargne et njangie, séances Money Skills à ${city}.`,
  },
  banner: {
    title: 'Blog et actualités',
    description: `Informations de service, alertes arnaques et conseils pratiques pour votre argent, par l'équipe ${n} de ${city}.`,
    search: 'Rechercher',
    stayConnected: 'Restez connecté',
  },
  search: {
    label: 'Rechercher dans les articles',
    hint: "Tapez un mot d'un titre ou d'un résumé, par exemple njangie, USSD ou arnaque.",
    clear: 'Effacer la recherche',
    needsJavaScript:
      'La recherche a besoin de JavaScript, qui est désactivé dans ce navigateur. Tous les articles sont listés ci-dessous.',
    results: {
      all: { one: 'Le seul article est affiché.', other: 'Les {count} articles sont affichés.' },
      matches: {
        one: '{count} article correspond à «\u00a0{query}\u00a0».',
        other: '{count} articles correspondent à «\u00a0{query}\u00a0».',
      },
      none: 'Aucun article ne correspond à «\u00a0{query}\u00a0». Essayez un autre mot ou effacez la recherche.',
    },
  },
  articlesHeading: 'Derniers articles',
  article: {
    categories: {
      'service-update': 'Info service',
      security: 'Sécurité',
      savings: 'Épargne',
      community: 'Communauté',
      business: 'Entreprises',
    },
    readMore: "Lire l'article",
    readMoreContext: '\u00a0: {title}',
  },
  articles: [
    {
      id: 'live-chat-saturdays',
      title: 'Le chat en direct répond désormais aussi le samedi',
      date: '2026-11-09',
      kind: 'service-update',
      summary:
        "Notre équipe d'assistance répond désormais du lundi au samedi\u00a0: les commerçants qui travaillent toute la semaine peuvent nous joindre le week-end.",
      related: { href: '/help-center', text: "Horaires du chat et thèmes d'aide" },
      body: [
        `Beaucoup de membres nous ont dit qu'ils n'ont le temps de s'occuper de leurs comptes que le samedi, après le marché. Depuis ce mois-ci, le chat en direct est assuré aux horaires suivants\u00a0: ${identity.liveChat.hours.fr}.`,
        `Ouvrez l'application et choisissez Aide, puis Discuter avec nous, ou écrivez-nous sur WhatsApp au ${phoneOnOneLine(identity.phone.whatsapp)}. En dehors de ces horaires, écrivez à ${identity.email.support}.`,
      ],
    },
    {
      id: 'wrong-transfer-scam',
      title: 'Alerte arnaque\u00a0: le SMS du «\u00a0mauvais virement\u00a0»',
      date: '2026-10-27',
      kind: 'security',
      summary:
        "Un message dit que de l'argent vous est parvenu par erreur et vous demande de le renvoyer. Vérifiez d'abord votre solde\u00a0: le SMS est en général faux.",
      related: { href: '/faqs', text: 'Les réponses sur la sécurité dans les questions fréquentes' },
      body: [
        "Le message ressemble à une vraie notification de virement, puis un interlocuteur aimable vous demande de renvoyer l'argent vers un autre numéro. Aucun argent n'est jamais arrivé\u00a0: la notification a été tapée par l'escroc.",
        `Vérifiez votre solde dans l'application ou en composant le ${identity.ussdCode}. Ne renvoyez jamais d'argent sur la foi d'un SMS, et ne communiquez jamais votre code PIN ni un code à usage unique. Transférez le message à ${identity.email.fraud}.`,
      ],
    },
    {
      id: 'njangie-season',
      title: 'Njangie, tontine, réunion\u00a0: un seul compte pour votre groupe',
      date: '2026-10-06',
      kind: 'savings',
      summary:
        "Quel que soit le nom de votre groupe, un compte de groupe enregistre chaque cotisation et sort l'argent liquide de la maison du trésorier.",
      related: { href: '/njangie', text: 'Compte de groupe njangie' },
      body: [
        `Les groupes d'épargne tournante permettent à beaucoup de familles de la ${identity.address.region.fr} d'épargner pour les frais de scolarité, la construction et les fêtes. Garder la cagnotte en liquide met le trésorier en danger et laisse les membres dans le doute.`,
        "Un compte de groupe njangie enregistre la cotisation de chaque membre et exige plus d'un signataire pour tout retrait. Votre groupe doit être enregistré, avoir des statuts et la liste des membres du bureau avec leurs pièces d'identité, et compter au moins 5\u00a0membres.",
      ],
    },
    {
      id: 'student-accounts-at-16',
      title: 'Rentrée scolaire\u00a0: un compte étudiant dès 16\u00a0ans',
      date: '2026-09-01',
      kind: 'savings',
      summary:
        'Les étudiants peuvent ouvrir leur propre compte dès 16\u00a0ans, sans frais de tenue de compte, et recevoir argent de poche et frais de scolarité directement de la famille.',
      related: { href: '/student-Account', text: 'Compte étudiant' },
      body: [
        `Les parents restés au village peuvent envoyer frais de scolarité et argent de poche à un étudiant à Buea ou à Douala par un virement gratuit entre comptes ${n}.`,
        "Apportez une carte nationale d'identité ou un passeport en cours de validité, un justificatif de domicile et un justificatif de statut d'étudiant, comme un certificat de scolarité ou une carte d'étudiant. Les plus jeunes peuvent avoir un compte mineur géré par un parent ou un tuteur.",
      ],
    },
    {
      id: 'verify-statement-landlords',
      title: 'Bailleurs et ambassades\u00a0: vérifiez un relevé en une minute',
      date: '2026-08-18',
      kind: 'service-update',
      summary: `L'outil Vérifier un relevé, sur notre site, vous indique si un relevé ${n} est authentique, grâce au numéro de référence qui y est imprimé.`,
      related: { href: '/verify-statement', text: 'Vérifier un relevé' },
      body: [
        "Avant de louer un appartement ou d'accepter un dossier de visa, vous pouvez confirmer qu'un relevé vient bien de nous. Saisissez le numéro de référence, le numéro de la carte nationale d'identité du titulaire et le numéro de compte sur la page Vérifier un relevé.",
        `La vérification compare chaque champ exactement tel qu'il est imprimé, majuscules et minuscules comprises. Si elle échoue deux fois, ne vous fiez pas au relevé et écrivez à ${identity.email.fraud}.`,
      ],
    },
    {
      id: 'money-skills-market-traders',
      title: 'Des séances Money Skills pour les commerçants des marchés',
      date: '2026-07-14',
      kind: 'community',
      summary:
        'Des séances gratuites en soirée à notre siège\u00a0: tenir une comptabilité simple, épargner un peu chaque jour et préparer une demande de prêt entreprise.',
      related: { href: '/money-skills', text: 'Money Skills\u00a0: éducation financière' },
      body: [
        `Money Skills est notre programme d'éducation financière. Les séances de cette saison s'adressent aux commerçants des marchés de ${city}\u00a0: séparer l'argent du commerce de celui du ménage, tenir un cahier de caisse quotidien et épargner avec un compte d'épargne journalière.`,
        `Les séances sont gratuites et ouvertes aux membres comme aux non-membres. Renseignez-vous ${atAnyBranch('fr')}, ou écrivez à ${identity.email.info} pour réserver une place.`,
      ],
    },
    {
      id: 'ussd-no-data',
      title: `Pas de données\u00a0? Faites vos opérations sur tout téléphone avec le ${identity.ussdCode}`,
      date: '2026-06-02',
      kind: 'service-update',
      summary:
        "L'USSD fonctionne sur les téléphones à clavier simples et sur les réseaux faibles, sans forfait de données\u00a0: consultez votre solde, envoyez de l'argent et payez vos factures.",
      related: { href: '/ways-to-bank', text: 'Nos canaux bancaires' },
      body: [
        `Composez le ${identity.ussdCode}, choisissez votre langue et saisissez votre code PIN. Le menu propose votre solde, les virements, le paiement de factures et un mini-relevé.`,
        "L'USSD est utile dans les villages où le réseau est faible, et ne consomme aucune donnée. Gardez votre code PIN pour vous\u00a0: personne de la coopérative ne vous le demandera.",
      ],
    },
    {
      id: 'business-credit-twelve-months',
      title: 'Faire grandir votre entreprise\u00a0: est-elle prête pour un crédit\u00a0?',
      date: '2026-05-11',
      kind: 'business',
      summary:
        "Ce que nous examinons avant d'ouvrir un compte crédit entreprise\u00a0: douze mois d'activité, des documents valides et de bons antécédents de crédit.",
      related: { href: '/business_credit_account', text: 'Compte crédit entreprise' },
      body: [
        "Un compte crédit entreprise vous donne une limite adaptée à votre activité et un remboursement souple. Pour en faire la demande, votre entreprise doit être enregistrée avec des documents valides, avoir de bons antécédents de crédit et au moins 12\u00a0mois d'activité.",
        `Enregistrez vos ventes et vos achats, et gardez l'argent de l'entreprise sur un compte entreprise\u00a0: la discussion avec un chargé de prêt en sera bien plus courte. Écrivez à ${identity.email.info} pour prendre rendez-vous.`,
      ],
    },
  ],
  stayConnected: {
    heading: 'Restez connecté',
    text: `Suivez ${n} pour recevoir nos informations de service et nos alertes arnaques dès leur publication.`,
    socialLink: '{name} sur {network}',
    appText: "Ou installez l'application, où nous publions les avis concernant vos comptes.",
  },
} satisfies BlogContent & Translated<typeof english>;

export default blog;
