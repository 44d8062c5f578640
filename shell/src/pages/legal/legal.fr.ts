import { identity, phoneOnOneLine, type Translated } from '@mboa/shared';
import type english from './legal.en';
import { NETWORK_TIMEOUT_SECONDS } from '../../offline/offlineStorage';
import {
  KEPT_IN_BROWSER,
  REQUESTED_BY_THE_CODE,
  SET_BY_THE_SERVERS,
  STATEMENT_COOKIE_NAME,
  type LegalContent,
} from './legal';

const n = identity.shortName;
const phone = phoneOnOneLine(identity.phone.plain);
const [languageOfferKey] = KEPT_IN_BROWSER.localStorage;
const [releaseReloadKey] = KEPT_IN_BROWSER.sessionStorage;
const { manifest, releaseCheck, statement, speedMeasurement, offlineReading, siteSearch } = REQUESTED_BY_THE_CODE;
const cacheNames = KEPT_IN_BROWSER['Cache Storage'];
const savedCaches = `${cacheNames.slice(0, -1).join(', ')} et ${cacheNames.at(-1)}`;
const { email } = identity;
const [bucketCookie, previewCookie] = SET_BY_THE_SERVERS.cookie;

const legal = {
  meta: {
    title: `Mentions légales\u00a0: conditions, confidentialité et cookies | ${n}`,
    description: `Conditions d'utilisation, confidentialité et cookies du site ${n}\u00a0: nos cookies, deux notes, les pages lues, une mesure de vitesse si activée.`,
  },
  banner: {
    title: 'Mentions légales',
    description:
      "Les conditions d'utilisation de ce site, ce qu'il fait de vos informations et tout ce qu'il conserve dans votre navigateur, en termes simples.",
  },
  lastUpdated: '2026-12-06',
  lastUpdatedLabel: 'Dernière mise à jour\u00a0:',
  onThisPage: 'Sur cette page',
  sections: [
    {
      id: 'terms',
      heading: "Conditions d'utilisation",
      parts: [
        {
          paragraphs: [
            `Ce site est édité par ${identity.name} (${n}), ${identity.address.street}, ${identity.address.city}, ${identity.address.region.fr}, ${identity.address.country.fr}, coopérative d'épargne et de crédit et établissement de microfinance de 1re catégorie. En l'utilisant, vous acceptez les présentes conditions.`,
          ],
        },
        {
          heading: 'Une information, pas un contrat',
          paragraphs: [
            "Les pages décrivent nos comptes, nos prêts et nos services en termes généraux. Les conditions qui s'appliquent à vous sont celles de la convention de compte ou du contrat de prêt que vous signez avec nous. En cas de différence entre une page et votre contrat, c'est votre contrat qui s'applique.",
          ],
        },
        {
          heading: 'Les formulaires de connexion et de compte',
          paragraphs: [
            `Les formulaires «\u00a0Se connecter\u00a0», «\u00a0Ouvrir un compte\u00a0» et «\u00a0Mot de passe oublié\u00a0» de ce site n'envoient nulle part ce que vous saisissez\u00a0: ni à ${n}, ni à personne d'autre. La banque en ligne se fait dans l'application mobile ${n} ou en agence.`,
          ],
        },
        {
          heading: 'Vérifier un relevé',
          paragraphs: [
            "Vérifier un relevé confirme qu'un relevé de compte correspond à un relevé que nous avons émis. Si un relevé ne correspond pas, ne vous y fiez pas et contactez-nous. Une correspondance ne remplace pas les vérifications que vous devez faire vous-même avant de prêter, de louer ou d'embaucher.",
          ],
        },
        {
          heading: "Liens vers d'autres sites",
          paragraphs: [
            "Les liens vers les magasins d'applications, les réseaux sociaux et WhatsApp vous mènent à des services que nous ne gérons pas\u00a0; leurs propres conditions et politiques de confidentialité s'y appliquent.",
          ],
        },
      ],
    },
    {
      id: 'privacy',
      heading: 'Politique de confidentialité',
      parts: [
        {
          heading: 'Ce que ce site collecte',
          items: [
            "Aucun outil de mesure d'audience, aucune publicité, aucun pixel de suivi, aucun module de réseau social ni autre script tiers.",
            `Chaque fichier du site (pages, scripts, styles, illustrations) vient des propres serveurs de ${n}\u00a0; votre navigateur ne contacte aucune autre entreprise pendant votre lecture.`,
            "Comme tout serveur web, les nôtres reçoivent votre adresse IP et l'adresse de chaque fichier que votre navigateur demande, afin de vous l'envoyer. Ils ne tiennent aucun journal des pages que vous ouvrez et, tels que nous les exploitons, n'inscrivent aucune adresse IP dans leurs journaux. Si nos techniciens activent le journal des erreurs du serveur web pour trouver une panne, il note, pour chaque requête qui a échoué, l'adresse IP d'où elle venait et l'adresse demandée\u00a0; ce fichier est conservé jusqu'à 10\u00a0Mo au plus, avec cinq fichiers plus anciens, puis supprimé.",
          ],
        },
        {
          heading: 'Ce que votre navigateur demande à nos serveurs',
          items: [
            'Les pages que vous ouvrez, et les fichiers qui les composent.',
            `${manifest}\u00a0: la version de chaque partie du site à charger. Il ne dit rien de vous.`,
            `${releaseCheck} (la page d'accueil), demandée de nouveau quand une partie du site ne se charge pas juste après une mise à jour, pour savoir si une nouvelle version est en ligne\u00a0; si c'est le cas, la page se recharge une fois.`,
            `${statement}…\u00a0: le fichier d'un relevé, quand vous choisissez Télécharger après la vérification d'un relevé (voir Vérifier un relevé ci-dessous).`,
            `${speedMeasurement}\u00a0: la mesure de vitesse décrite ci-dessous, seulement quand elle est active.`,
            `${siteSearch}… et le même dossier de chaque rubrique\u00a0: l'index de recherche, quand vous ouvrez ou sélectionnez un champ de recherche ou ouvrez la page de recherche. Ce que vous tapez est cherché dans cet index, sur votre appareil. Une fois envoyés, vos mots figurent dans l'adresse de la page de recherche, que nos serveurs reçoivent comme l'adresse de toute page et dont ils ne gardent aucune trace.`,
            `${offlineReading}\u00a0: le programme de lecture sans connexion du site (un service worker), une fois qu'une page est chargée et que son application a démarré\u00a0: à votre premier toucher, à votre première touche de clavier ou à votre premier défilement, ou d'elle-même quand une partie de la page qui en a besoin (un formulaire, le carrousel de la page d'accueil, les heures d'ouverture du chat) approche de l'écran. Il demande ensuite à nos serveurs, pour vous, les pages que vous ouvrez dans le site, et toutes les pages d'une rubrique quand vous appuyez sur Enregistrer pour lire sans connexion, afin d'en conserver une copie sur votre appareil (voir Lecture sans connexion ci-dessous). Une page que vous ouvrez par l'un des liens du site est demandée une seconde fois, pour en conserver la copie, sauf si votre navigateur demande d'économiser les données ou si la connexion est en 2G. Une fois que vous avez fait une recherche sur le site et quitté ses résultats, avec chaque page qu'il conserve, il demande aussi les index de recherche qui retrouvent cette page, pour que la recherche fonctionne sans connexion, avec la même exception\u00a0; tant que vous n'avez pas fait de recherche, il n'en demande aucun.`,
          ],
        },
        {
          heading: 'Lecture sans connexion',
          paragraphs: [
            `Pour que vous puissiez relire sans connexion les pages que vous avez lues, votre navigateur conserve une copie de chaque page et des fichiers dont elle a besoin, sur votre appareil\u00a0: un téléphone ou un ordinateur. Ces copies ne contiennent rien sur vous et rien ne nous en est envoyé. Une copie enregistrée s'affiche quand il n'y a pas de connexion, et aussi quand le réseau n'a pas répondu dans les ${NETWORK_TIMEOUT_SECONDS}\u00a0secondes\u00a0; elle le signale, avec le jour de son enregistrement. Toute personne qui utilise ce navigateur sur l'appareil peut voir la liste des pages enregistrées, et le jour de l'enregistrement de chacune, sur la page affichée sans connexion. Les fichiers de relevés et les mesures de vitesse ne sont jamais conservés, et Vérifier un relevé ne vérifie rien sur une copie enregistrée.`,
          ],
        },
        {
          heading: 'Mesure de vitesse',
          paragraphs: [
            `Pour savoir à quelle vitesse nos pages s'affichent sur les téléphones de nos membres, nous pouvons activer une mesure de vitesse sur une partie des pages vues. Elle est inactive tant que nous ne l'activons pas. Quand elle est active et que votre page fait partie de celles qui sont mesurées, votre navigateur envoie un court message à ce site (à l'adresse ${speedMeasurement}) quand vous quittez la page ou passez à un autre onglet, et un autre si vous revenez puis repartez.`,
            "Il n'est jamais envoyé si votre navigateur demande à ne pas être suivi (Global Privacy Control ou Do Not Track). Il ne contient ni cookie, ni identifiant, ni l'adresse de la page d'où vous venez, ni rien de ce que vous avez saisi. Nos serveurs conservent ce qu'il dit, avec l'heure de son arrivée et sans votre adresse IP, 90\u00a0jours au plus.",
          ],
        },
        {
          heading: 'Ce que dit une mesure de vitesse',
          facts: [
            { label: 'La page', value: 'Son adresse sur le site et sa langue' },
            { label: 'La version du site', value: 'Les versions du site qui ont construit la page' },
            {
              label: 'Votre connexion',
              value: "Le type que votre navigateur indique, par exemple 3g ou 4g, s'il en indique un",
            },
            { label: 'Votre écran', value: "S'il s'agit d'un écran de téléphone ou d'un écran plus grand" },
            {
              label: 'Les temps',
              value:
                'Le temps mis par la page pour afficher son premier et son plus grand contenu, le temps de réponse de notre serveur, le déplacement de la page pendant son chargement et la rapidité de sa réaction à vos gestes',
            },
          ],
        },
        {
          heading: 'Les formulaires',
          paragraphs: [
            "Ce que vous saisissez dans les formulaires «\u00a0Se connecter\u00a0», «\u00a0Ouvrir un compte\u00a0» et «\u00a0Mot de passe oublié\u00a0» reste dans la page\u00a0: ce n'est ni envoyé ni enregistré, et tout disparaît quand vous quittez la page.",
          ],
        },
        {
          heading: 'Vérifier un relevé',
          paragraphs: [
            `La vérification se fait dans votre navigateur\u00a0: le numéro de référence, le numéro de carte nationale d'identité et le numéro de compte que vous saisissez ne nous sont pas envoyés pour la vérification. Quand un relevé est vérifié, son numéro de compte est conservé dans le cookie ${STATEMENT_COOKIE_NAME} pendant environ 14\u00a0minutes, et votre navigateur nous envoie ce cookie avec chaque demande de la page Vérifier un relevé pendant ce temps (voir la politique relative aux cookies). Le lien Télécharger demande à notre serveur le fichier du relevé à une adresse qui contient le numéro de référence et le numéro de compte\u00a0: cette adresse reste dans l'historique de votre navigateur jusqu'à ce que vous l'effaciez. Sur une copie de la page enregistrée pour la lecture sans connexion, «\u00a0Vérifier\u00a0» ne vérifie rien, car les registres de cette copie ne sont peut-être plus à jour.`,
          ],
        },
        {
          heading: 'Quand vous nous écrivez',
          paragraphs: [
            "Les boutons e-mail ouvrent un message dans votre propre messagerie. Nous ne recevons que ce que vous choisissez d'envoyer, et nous l'utilisons pour vous répondre. N'envoyez jamais par e-mail un mot de passe, un code PIN ou le code reçu sur votre téléphone.",
            `Les informations de compte des membres sont traitées selon leur convention de compte et les lois du ${identity.address.country.fr}. Pour savoir ce que nous détenons sur vous, ou pour le corriger, écrivez à ${email.info}.`,
          ],
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies et données conservées dans votre navigateur',
      parts: [
        {
          paragraphs: [
            `Ce site dépose un seul cookie pour ce que vous faites, ${STATEMENT_COOKIE_NAME}, et seulement quand vous vérifiez un relevé avec Vérifier un relevé. Quand nous essayons une nouvelle version d'une rubrique auprès d'une part de nos visiteurs, nos serveurs déposent aussi ${bucketCookie}, qui ne contient qu'un nombre\u00a0; et dans le navigateur d'un membre de notre personnel qui ouvre un lien d'aperçu, et de personne d'autre, ils déposent ${previewCookie} (voir plus bas). Il conserve aussi deux petites notes dans votre navigateur, qui ne sont jamais envoyées, ni à nous ni à personne\u00a0: l'une quand vous refusez de lire le site dans l'autre langue, l'autre quand le site se recharge de lui-même après une mise à jour. Il conserve enfin une copie des pages que vous lisez, pour la lecture sans connexion. Rien d'autre\u00a0: aucun cookie de suivi ou de publicité, aucun cookie d'une autre entreprise.`,
          ],
        },
        {
          heading: `Le cookie ${STATEMENT_COOKIE_NAME}`,
          facts: [
            { label: 'Nom', value: STATEMENT_COOKIE_NAME },
            { label: 'Déposé par', value: 'Vérifier un relevé, quand un relevé est vérifié' },
            { label: 'Contenu', value: 'Le numéro de compte du relevé vérifié' },
            { label: 'Expiration', value: 'Environ 14\u00a0minutes après son dépôt' },
            {
              label: 'Envoyé à',
              value:
                "Ce site uniquement, et seulement avec la page Vérifier un relevé qui l'a déposé (chemin /verify-statement ou /fr/verify-statement, SameSite=Strict)\u00a0: jamais avec le téléchargement du relevé ni avec une autre page",
            },
            { label: 'Sécurité', value: 'Envoyé uniquement en https, quand le site est servi en https' },
          ],
        },
        {
          heading: `Le cookie ${bucketCookie}`,
          facts: [
            {
              label: 'Nom',
              value: `${bucketCookie} (sur notre site sécurisé, __Host-${bucketCookie}\u00a0: votre navigateur le conserve alors pour ce site seulement)`,
            },
            {
              label: 'Déposé par',
              value:
                "Nos serveurs, seulement quand nous essayons une nouvelle version d'une rubrique auprès d'une part de nos visiteurs",
            },
            {
              label: 'Contenu',
              value: 'Un nombre de 0 à 99, tiré au hasard\u00a0: votre groupe, et rien qui vous identifie',
            },
            {
              label: 'Pourquoi',
              value:
                'Pour que chaque page que vous ouvrez montre la même version du site, et pour comparer la vitesse de la nouvelle version avec celle de la version actuelle',
            },
            { label: 'Expiration', value: 'Après 30\u00a0jours' },
            {
              label: 'Envoyé à',
              value: 'Ce site uniquement (chemin /, SameSite=Lax)\u00a0; aucun script de la page ne peut le lire',
            },
          ],
        },
        {
          heading: `Le cookie ${previewCookie}`,
          paragraphs: [
            `Déposé seulement dans le navigateur d'un membre de notre personnel qui ouvre un lien d'aperçu, pour lui montrer une nouvelle version d'une rubrique avant sa mise en ligne\u00a0; les visiteurs ne le reçoivent jamais. Il contient le code du lien et fonctionne jusqu'à la fin de l'aperçu, 30\u00a0jours au plus. Sur notre site sécurisé, son nom est __Host-${previewCookie}.`,
          ],
        },
        {
          heading: 'La note de langue',
          facts: [
            { label: 'Nom', value: languageOfferKey },
            {
              label: 'Conservée dans',
              value: 'Le stockage de votre navigateur pour ce site (localStorage)\u00a0; jamais envoyée',
            },
            {
              label: 'Créée quand',
              value: "Vous refusez la proposition, en haut d'une page, de lire le site dans l'autre langue",
            },
            { label: 'Contenu', value: 'Cette langue (en ou fr), pour que la proposition ne soit plus faite' },
            { label: 'Durée', value: "Jusqu'à ce que vous effaciez les données de ce site dans votre navigateur" },
          ],
        },
        {
          heading: 'La note de mise à jour',
          facts: [
            { label: 'Nom', value: releaseReloadKey },
            {
              label: 'Conservée dans',
              value: 'Le stockage de cet onglet pour ce site (sessionStorage)\u00a0; jamais envoyée',
            },
            {
              label: 'Créée quand',
              value: "La page vient de se recharger d'elle-même, une fois, pour charger une nouvelle version du site",
            },
            {
              label: 'Contenu',
              value:
                "L'heure de ce rechargement, pour que la page ne se recharge plus d'elle-même dans les 30\u00a0secondes",
            },
            { label: 'Durée', value: "Jusqu'à la fermeture de l'onglet" },
          ],
        },
        {
          heading: 'Les pages enregistrées pour la lecture sans connexion',
          facts: [
            { label: 'Noms', value: savedCaches },
            {
              label: 'Conservées dans',
              value:
                'Le stockage de votre navigateur pour ce site (Cache Storage), avec le programme de lecture sans connexion\u00a0; jamais envoyées',
            },
            {
              label: 'Créées quand',
              value:
                "Vous lisez une page connecté, une fois le programme installé\u00a0; ou vous appuyez sur Enregistrer pour lire sans connexion sur la page d'une rubrique",
            },
            {
              label: 'Contenu',
              value:
                "Une copie de ces pages et des fichiers dont elles ont besoin, chaque page avec le jour de son enregistrement, et, une fois que vous avez fait une recherche sur le site, les index de recherche qui les retrouvent sans connexion (sauf si votre navigateur demande d'économiser les données)\u00a0: 60\u00a0pages et 8\u00a0Mo au plus, les plus anciennes retirées d'abord",
            },
            {
              label: 'Durée',
              value:
                "Jusqu'à ce que des pages plus récentes prennent leur place, ou que vous effaciez les données de ce site\u00a0; si nous désactivons la lecture sans connexion, votre navigateur les supprime toutes à votre visite suivante",
            },
          ],
        },
        {
          heading: 'Comment les supprimer',
          items: [
            `Le cookie ${STATEMENT_COOKIE_NAME}\u00a0: modifiez n'importe quel champ du formulaire Vérifier un relevé, ou choisissez de vérifier un autre relevé, et il est supprimé aussitôt\u00a0; sinon, il expire de lui-même environ 14\u00a0minutes après avoir été déposé.`,
            `Le cookie ${bucketCookie}\u00a0: supprimez les cookies de ce site dans les paramètres de votre navigateur\u00a0; un nouveau nombre vous est alors tiré au hasard à la page suivante.`,
            `Le cookie ${previewCookie}\u00a0: il cesse de fonctionner à la fin de l'aperçu\u00a0; supprimez les cookies de ce site dans les paramètres de votre navigateur pour le retirer avant.`,
            "La note de langue\u00a0: effacez les données de ce site dans les paramètres de votre navigateur\u00a0; la proposition de l'autre langue vous est alors faite de nouveau.",
            "La note de mise à jour disparaît quand vous fermez l'onglet.",
            'Les pages enregistrées\u00a0: effacez les données de ce site dans les paramètres de votre navigateur, ce qui retire aussi le programme de lecture sans connexion.',
            'Ou supprimez à tout moment les cookies et les données de ce site dans les paramètres de votre navigateur.',
          ],
        },
      ],
    },
    {
      id: 'security',
      heading: 'Sécurité et fraude',
      parts: [
        {
          paragraphs: [
            `${n} ne vous demandera jamais votre mot de passe, votre code PIN ou le code reçu sur votre téléphone, ni par appel, ni par SMS, ni par WhatsApp, ni par e-mail. Si quelqu'un le fait, ou si vous voyez une opération que vous n'avez pas faite, écrivez à notre équipe chargée de la fraude à ${email.fraud} ou appelez le ${phone}.`,
          ],
        },
      ],
    },
    {
      id: 'regulatory',
      heading: 'Agréments et identifiants réglementaires',
      parts: [
        {
          paragraphs: [
            `${identity.name} est une coopérative d'épargne et de crédit, établissement de microfinance de 1re catégorie, dont le siège est à ${identity.address.city}. Les identifiants ci-dessous sont des valeurs d'exemple pour ce site de démonstration.`,
          ],
        },
      ],
      showRegulatoryIdentifiers: true,
    },
  ],
  nextStep: {
    heading: 'Une question sur ces mentions\u00a0?',
    text: `Écrivez-nous\u00a0: nous répondons sous deux jours ouvrables. En cas de fraude, écrivez à ${email.fraud}.`,
    action: {
      kind: 'mail',
      label: `Écrire à ${email.info}`,
      mailbox: 'info',
      subject: 'Question sur les mentions légales',
    },
  },
  related: {
    heading: 'Pages liées',
    links: [
      {
        title: 'Vérifier un relevé',
        summary: `L'outil qui dépose le cookie ${STATEMENT_COOKIE_NAME}.`,
        href: '/verify-statement',
        linkText: 'Vérifier un relevé',
      },
      {
        title: 'Se connecter',
        summary: "Le formulaire de connexion\u00a0: rien de ce que vous saisissez n'est envoyé.",
        href: '/login',
        linkText: 'Page de connexion',
      },
      {
        title: 'Money Skills\u00a0: éducation financière',
        summary: 'Apprenez à repérer les fraudes, avec nos autres conseils pour gérer votre argent.',
        href: '/money-skills',
        linkText: 'Découvrir Money Skills',
      },
    ],
  },
} satisfies LegalContent & Translated<typeof english>;

export default legal;
