import { identity, type PageLoader } from '@mboa/shared';

/**
 * The shell's own pages, one chunk each, on the same contract as a remote's pages: the module's
 * default export is the page and `meta` its title and description. A shell route missing here
 * (its page is not built yet) shows the not-found page.
 */
export const shellPages: Record<string, PageLoader> = {
  '/': () => import('../pages/HomePage'),
  // Help and contact
  '/help-center': () => import('../pages/HelpCenterPage'),
  '/contact-us': () => import('../pages/ContactUsPage'),
  '/faqs': () => import('../pages/FaqsPage'),
  '/blog': () => import('../pages/BlogPage'),
  '/money-skills': () => import('../pages/MoneySkillsPage'),
  // The institution
  [`/about_${identity.slug}`]: () => import('../pages/AboutPage'),
  '/our-story': () => import('../pages/OurStoryPage'),
  '/testimonies': () => import('../pages/TestimoniesPage'),
  '/career': () => import('../pages/CareerPage'),
  '/press': () => import('../pages/PressPage'),
  '/legal': () => import('../pages/LegalPage'),
  // Sign-in forms and the loader route
  '/login': () => import('../pages/LoginPage'),
  '/create-account': () => import('../pages/CreateAccountPage'),
  '/forgot_password': () => import('../pages/ForgotPasswordPage'),
  [`/${identity.slug}loader`]: () => import('../pages/LoaderPage'),
};
