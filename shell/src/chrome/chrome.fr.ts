import { identity, type Translated } from '@mboa/shared';
import type { ChromeText } from './chrome';
import type english from './chrome.en';

const chrome = {
  header: {
    skipLink: 'Aller au contenu principal',
    navigationLabel: 'Navigation principale',
    menu: 'Menu',
    links: [
      { to: '/personal-banking', text: 'Particuliers' },
      { to: '/business-banking', text: 'Entreprises' },
      { to: '/group-societies', text: 'Groupes et associations' },
      { to: '/help-center', text: "Centre d'aide" },
      { to: '/login', text: 'Se connecter', emphasis: 'button-secondary' },
      { to: '/create-account', text: 'Ouverture de compte', emphasis: 'button' },
    ],
    otherLanguageLabel: 'Read this page in English',
    search: { label: 'Rechercher sur le site', submit: 'Rechercher', toggle: 'Rechercher' },
  },
  footer: {
    columns: [
      {
        id: 'personal-banking',
        heading: 'Particuliers',
        links: [
          { href: '/personal-banking', text: 'Services aux particuliers' },
          { href: '/deposit_ccount', text: 'Compte de dépôt' },
          { href: '/credit_account', text: 'Compte crédit' },
          { href: '/student-account', text: 'Compte étudiant' },
          { href: '/daily_saving_account', text: "Compte d'épargne journalière" },
          { href: '/minor_account', text: 'Compte mineur' },
          { href: '/individual_account', text: 'Compte individuel' },
        ],
      },
      {
        id: 'business-banking',
        heading: 'Entreprises',
        links: [
          { href: '/business_deposit_account', text: 'Compte de dépôt entreprise' },
          { href: '/business_saving_account', text: "Compte d'épargne entreprise" },
          { href: '/corperate_account', text: 'Compte société' },
          { href: '/group_account', text: 'Compte de groupe' },
          { href: '/business_loans', text: 'Prêts entreprise' },
          { href: '/business_online_banking', text: 'Banque en ligne entreprise' },
          { href: '/business_credit_account', text: 'Compte crédit entreprise' },
          { href: '/business_online_support', text: "Services d'assistance aux entreprises" },
        ],
      },
      {
        id: 'group-societies',
        heading: 'Groupes et associations',
        links: [
          { href: '/njangie', text: 'Compte de groupe njangie' },
          { href: '/meetings', text: 'Compte réunion' },
          { href: '#loan_application', text: 'Demande de prêt de groupe', anchorPage: '/group-societies' },
        ],
      },
      {
        id: 'help-centre',
        heading: "Centre d'aide",
        links: [
          { href: `/about_${identity.slug}`, text: `À propos de ${identity.shortName}` },
          { href: '/ways-to-bank', text: 'Nos canaux bancaires' },
          { href: '/verify-statement', text: 'Vérifier un relevé' },
          { href: '/money-skills', text: 'Money Skills\u00a0: éducation financière' },
          { href: '/testimonies', text: 'Témoignages' },
          { href: '/contact-us', text: 'Nous contacter' },
          { href: '/faqs', text: 'Questions fréquentes' },
          { href: '/blog', text: 'Blog et actualités' },
          { href: '/legal', text: 'Mentions légales' },
        ],
      },
    ],
    followUs: 'Suivez-nous',
    getTheApp: "Téléchargez l'application",
    headOffice: 'Siège',
    regulatoryInformation: 'Informations réglementaires',
    socialLinkLabel: (network) => `${identity.shortName} sur ${network} (s'ouvre dans un nouvel onglet)`,
  },
  appStoreBadges: {
    apple: { callToAction: 'Télécharger dans', storeName: "l'App Store" },
    google: { callToAction: 'Disponible sur', storeName: 'Google Play' },
  },
  notFound: {
    meta: {
      title: `Page introuvable | ${identity.shortName}`,
      description: "L'URL demandée est introuvable sur ce serveur.",
    },
    heading: "C'est une erreur.",
    text: "L'URL demandée est introuvable sur ce serveur. C'est tout ce que nous savons.",
    homeLink: "Retour à l'accueil",
  },
  error: {
    heading: "Erreur inattendue de l'application !",
    chunkLoadFailed: "Échec du chargement d'un module",
    text: "Cette partie du site n'a pas pu s'afficher. Le reste du site fonctionne\u00a0: réessayez, ou revenez à la page d'accueil.",
    retry: 'Réessayer',
    homeLink: "Aller à la page d'accueil",
  },
  releasePreview: {
    label: 'Aperçu',
    seeing: (section, buildId) =>
      `Aperçu de la rubrique ${section}, version ${buildId}\u00a0: seul ce navigateur voit cette version\u00a0; les visiteurs voient le site en ligne.`,
    end: "Terminer l'aperçu",
  },
  loading: { homeOverlay: 'Un instant, chargement ...', page: 'Chargement…', section: 'Chargement de cette rubrique…' },
  // French pages offer nothing: the site offers French to English pages' visitors only.
  languageOffer: { text: '', link: '', dismiss: '' },
} satisfies ChromeText & Translated<typeof english>;

export default chrome;
