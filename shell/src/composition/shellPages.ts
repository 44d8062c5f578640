import { identity, type PageLoader } from '@mboa/shared';

/**
 * The shell's own pages, one chunk each, on the same contract as a remote's pages: the module's
 * default export is the page and `meta` its title and description. A shell route missing here
 * (its page is not built yet) shows the not-found page.
 */
export const shellPages: Record<string, PageLoader> = {
  '/': () => import('../pages/HomePage'),
  '/help-center': () => import('../pages/HelpCenterPage'),
  '/contact-us': () => import('../pages/ContactUsPage'),
  '/faqs': () => import('../pages/FaqsPage'),
  '/blog': () => import('../pages/BlogPage'),
  '/login': () => import('../pages/LoginPage'),
  '/create-account': () => import('../pages/CreateAccountPage'),
  '/forgot_password': () => import('../pages/ForgotPasswordPage'),
  [`/${identity.slug}loader`]: () => import('../pages/LoaderPage'),
};
