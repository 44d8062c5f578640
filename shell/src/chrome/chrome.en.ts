import { identity } from '@mboa/shared';
import type { ChromeText } from './chrome';

const chrome = {
  header: {
    skipLink: 'Skip to main content',
    navigationLabel: 'Main',
    menu: 'Menu',
    links: [
      { to: '/personal-banking', text: 'Personal Banking' },
      { to: '/business-banking', text: 'Business Banking' },
      { to: '/group-societies', text: 'Group Societies' },
      { to: '/help-center', text: 'Help Centre' },
      { to: '/login', text: 'Log in', emphasis: 'button-secondary' },
      { to: '/create-account', text: 'Opening an account', emphasis: 'button' },
    ],
    otherLanguageLabel: 'Lire cette page en français',
    search: { label: 'Search the site', submit: 'Search', toggle: 'Search' },
  },
  footer: {
    columns: [
      {
        id: 'personal-banking',
        heading: 'Personal Banking',
        links: [
          { href: '/personal-banking', text: 'Personal banking' },
          { href: '/deposit_ccount', text: 'Deposit account' },
          { href: '/credit_account', text: 'Credit account' },
          { href: '/student-account', text: 'Student account' },
          { href: '/daily_saving_account', text: 'Daily savings account' },
          { href: '/minor_account', text: 'Minor account' },
          { href: '/individual_account', text: 'Individual account' },
        ],
      },
      {
        id: 'business-banking',
        heading: 'Business Banking',
        links: [
          { href: '/business_deposit_account', text: 'Business deposit account' },
          { href: '/business_saving_account', text: 'Business savings account' },
          { href: '/corperate_account', text: 'Corporate account' },
          { href: '/group_account', text: 'Group account' },
          { href: '/business_loans', text: 'Business loans' },
          { href: '/business_online_banking', text: 'Business online banking' },
          { href: '/business_credit_account', text: 'Business credit account' },
          { href: '/business_online_support', text: 'Business Support Services' },
        ],
      },
      {
        id: 'group-societies',
        heading: 'Group Societies',
        links: [
          { href: '/njangie', text: 'Njangie group account' },
          { href: '/meetings', text: 'Meeting House account' },
          { href: '#loan_application', text: 'Group loan application', anchorPage: '/group-societies' },
        ],
      },
      {
        id: 'help-centre',
        heading: 'Help Centre',
        links: [
          { href: `/about_${identity.slug}`, text: `About ${identity.shortName}` },
          { href: '/ways-to-bank', text: 'Ways to bank' },
          { href: '/verify-statement', text: 'Verify a statement' },
          { href: '/money-skills', text: 'Money Skills' },
          { href: '/testimonies', text: 'Testimonies' },
          { href: '/contact-us', text: 'Contact us' },
          { href: '/faqs', text: 'FAQs' },
          { href: '/blog', text: 'Blog and news' },
          { href: '/legal', text: 'Legal' },
        ],
      },
    ],
    followUs: 'Follow us',
    getTheApp: 'Get the app',
    headOffice: 'Head office',
    regulatoryInformation: 'Regulatory information',
    socialLinkLabel: (network) => `${identity.shortName} on ${network} (opens in a new tab)`,
  },
  appStoreBadges: {
    apple: { callToAction: 'Download on the', storeName: 'App Store' },
    google: { callToAction: 'Get it on', storeName: 'Google Play' },
  },
  notFound: {
    meta: {
      title: `Page not found | ${identity.shortName}`,
      description: 'The requested URL was not found on this server.',
    },
    heading: "That's an error.",
    text: "The requested URL was not found on this server. That's all we know.",
    homeLink: 'Go Back Home',
  },
  error: {
    heading: 'Unexpected Application Error!',
    chunkLoadFailed: 'Loading chunk failed',
    text: 'This part of the site could not be shown. The rest of the site still works: try again, or go back to the home page.',
    retry: 'Retry',
    homeLink: 'Go to the home page',
  },
  releasePreview: {
    label: 'Preview',
    seeing: (section, buildId) =>
      `Preview of the ${section} section, release ${buildId}. Only this browser sees it; visitors see the live site.`,
    end: 'End the preview',
  },
  loading: { homeOverlay: 'One sec, loading ...', page: 'Loading…', section: 'Loading this section…' },
  languageOffer: {
    text: 'Cette page existe aussi en français.',
    link: 'Lire la page en français',
    dismiss: 'Non, merci',
  },
} satisfies ChromeText;

export default chrome;
