import { identity, type Translated } from '@mboa/shared';
import type english from './legal.en';
import { ONLY_COOKIE_NAME, type LegalContent } from './legal';

const n = identity.shortName;
/** The telephone number kept on one line (non-breaking spaces). */
const phone = identity.phone.plain.replaceAll(' ', '\u00a0');
const { email } = identity;

const legal = {
  meta: {
    title: `Mentions légales\u00a0: conditions, confidentialité et cookies | ${n}`,
    description: `Conditions d'utilisation, confidentialité et cookies du site ${n}\u00a0: un seul cookie, aucun traceur, des formulaires de connexion qui n'envoient rien.`,
  },
  banner: {
    title: 'Mentions légales',
    description: 'Les conditions d\'utilisation de ce site, ce qu\'il fait de vos informations et le seul cookie qu\'il dépose, en termes simples.',
  },
  lastUpdated: '2026-11-01',
  lastUpdatedLabel: 'Dernière mise à jour\u00a0:',
  onThisPage: 'Sur cette page',
  sections: [
    {
      id: 'terms',
      heading: 'Conditions d\'utilisation',
      parts: [
        {
          paragraphs: [
            `Ce site est édité par ${identity.name} (${n}), ${identity.address.street}, ${identity.address.city}, ${identity.address.region.fr}, ${identity.address.country.fr}, coopérative d'épargne et de crédit et établissement de microfinance de 1re catégorie. En l'utilisant, vous acceptez les présentes conditions.`,
          ],
        },
        {
          heading: 'Une information, pas un contrat',
          paragraphs: [
            'Les pages décrivent nos comptes, nos prêts et nos services en termes généraux. Les conditions qui s\'appliquent à vous sont celles de la convention de compte ou du contrat de prêt que vous signez avec nous. En cas de différence entre une page et votre contrat, c\'est votre contrat qui s\'applique.',
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
            'Vérifier un relevé confirme qu\'un relevé de compte correspond à un relevé que nous avons émis. Si un relevé ne correspond pas, ne vous y fiez pas et contactez-nous. Une correspondance ne remplace pas les vérifications que vous devez faire vous-même avant de prêter, de louer ou d\'embaucher.',
          ],
        },
        {
          heading: 'Liens vers d\'autres sites',
          paragraphs: [
            'Les liens vers les magasins d\'applications, les réseaux sociaux et WhatsApp vous mènent à des services que nous ne gérons pas\u00a0; leurs propres conditions et politiques de confidentialité s\'y appliquent.',
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
            'Aucun outil de mesure d\'audience, aucune publicité, aucun pixel de suivi, aucun module de réseau social ni autre script tiers.',
            `Chaque fichier du site (pages, scripts, styles, illustrations) vient des propres serveurs de ${n}\u00a0; votre navigateur ne contacte aucune autre entreprise pendant votre lecture.`,
            'Comme tout serveur web, les nôtres reçoivent votre adresse IP et l\'adresse de chaque fichier que votre navigateur demande, afin de vous l\'envoyer.',
          ],
        },
        {
          heading: 'Les formulaires',
          paragraphs: [
            'Ce que vous saisissez dans les formulaires «\u00a0Se connecter\u00a0», «\u00a0Ouvrir un compte\u00a0» et «\u00a0Mot de passe oublié\u00a0» reste dans la page\u00a0: ce n\'est ni envoyé ni enregistré, et tout disparaît quand vous quittez la page.',
          ],
        },
        {
          heading: 'Vérifier un relevé',
          paragraphs: [
            `La vérification se fait dans votre navigateur\u00a0: le numéro de référence, le numéro de carte nationale d'identité et le numéro de compte que vous saisissez ne nous sont pas envoyés. Quand un relevé est vérifié, le numéro de compte est conservé dans le cookie ${ONLY_COOKIE_NAME} (voir la politique relative aux cookies). Le lien Télécharger demande ensuite à notre serveur le fichier du relevé, dont l'adresse contient le numéro de référence et le numéro de compte.`,
          ],
        },
        {
          heading: 'Quand vous nous écrivez',
          paragraphs: [
            'Les boutons e-mail ouvrent un message dans votre propre messagerie. Nous ne recevons que ce que vous choisissez d\'envoyer, et nous l\'utilisons pour vous répondre. N\'envoyez jamais par e-mail un mot de passe, un code PIN ou le code reçu sur votre téléphone.',
            `Les informations de compte des membres sont traitées selon leur convention de compte et les lois du ${identity.address.country.fr}. Pour savoir ce que nous détenons sur vous, ou pour le corriger, écrivez à ${email.info}.`,
          ],
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Politique relative aux cookies',
      parts: [
        {
          paragraphs: [
            `Ce site dépose un seul cookie, ${ONLY_COOKIE_NAME}, et seulement quand vous vérifiez un relevé avec Vérifier un relevé. Il ne dépose aucun autre cookie et ne conserve rien d'autre dans votre navigateur\u00a0: aucun cookie de suivi ou de publicité, aucun cookie d'une autre entreprise.`,
          ],
        },
        {
          heading: `Le cookie ${ONLY_COOKIE_NAME}`,
          facts: [
            { label: 'Nom', value: ONLY_COOKIE_NAME },
            { label: 'Déposé par', value: 'Vérifier un relevé, quand un relevé est vérifié' },
            { label: 'Contenu', value: 'Le numéro de compte du relevé vérifié' },
            { label: 'Expiration', value: 'Après 0,01 jour (environ 14 minutes)' },
            { label: 'Envoyé à', value: 'Ce site uniquement (chemin /, SameSite=Strict)' },
            { label: 'Sécurité', value: 'Envoyé uniquement en https, quand le site est servi en https' },
          ],
        },
        {
          heading: 'Comment le supprimer',
          items: [
            'Modifiez n\'importe quel champ du formulaire Vérifier un relevé, ou choisissez de vérifier un autre relevé\u00a0: le cookie est supprimé aussitôt.',
            'Attendez\u00a0: il expire de lui-même environ 14 minutes après avoir été déposé.',
            'Ou supprimez à tout moment les cookies de ce site dans les paramètres de votre navigateur.',
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
    action: { kind: 'mail', label: `Écrire à ${email.info}`, mailbox: 'info', subject: 'Question sur les mentions légales' },
  },
  related: {
    heading: 'Pages liées',
    links: [
      { title: 'Vérifier un relevé', summary: `L'outil qui dépose le cookie ${ONLY_COOKIE_NAME}.`, href: '/verify-statement', linkText: 'Vérifier un relevé' },
      { title: 'Se connecter', summary: 'Le formulaire de connexion\u00a0: rien de ce que vous saisissez n\'est envoyé.', href: '/login', linkText: 'Page de connexion' },
      { title: 'Money Skills\u00a0: éducation financière', summary: 'Apprenez à repérer les fraudes, avec nos autres conseils pour gérer votre argent.', href: '/money-skills', linkText: 'Découvrir Money Skills' },
    ],
  },
} satisfies LegalContent & Translated<typeof english>;

export default legal;
