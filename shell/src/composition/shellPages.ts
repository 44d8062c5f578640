import { identity, type PageLoader, type PageModule } from '@mboa/shared';

/** Every page module of the shell but the not-found page (part of the main bundle), one chunk each. */
const pageModules = import.meta.glob<PageModule>(['../pages/*Page.tsx', '!../pages/NotFoundPage.tsx']);

/**
 * The shell's own pages, by route: the module in src/pages/ that renders each. A module's
 * default export is the page and `meta` its title and description, the contract of a remote's
 * pages. A shell route missing here (its page is not built yet) shows the not-found page.
 */
const shellPageFiles: Record<string, string> = {
  '/': 'HomePage',
  // Help and contact
  '/help-center': 'HelpCenterPage',
  '/contact-us': 'ContactUsPage',
  '/faqs': 'FaqsPage',
  '/blog': 'BlogPage',
  '/money-skills': 'MoneySkillsPage',
  // The institution
  [`/about_${identity.slug}`]: 'AboutPage',
  '/our-story': 'OurStoryPage',
  '/testimonies': 'TestimoniesPage',
  '/career': 'CareerPage',
  '/press': 'PressPage',
  '/legal': 'LegalPage',
  // Sign-in forms and the loader route
  '/login': 'LoginPage',
  '/create-account': 'CreateAccountPage',
  '/forgot_password': 'ForgotPasswordPage',
  [`/${identity.slug}loader`]: 'LoaderPage',
};

/** The source module of a shell route's page, as the client build's manifest names it (for its stylesheets). */
export function shellPageSource(path: string): string | undefined {
  const file = shellPageFiles[path];
  return file && `src/pages/${file}.tsx`;
}

export const shellPages: Record<string, PageLoader> = Object.fromEntries(
  Object.entries(shellPageFiles).map(([path, file]) => {
    const load = pageModules[`../pages/${file}.tsx`];
    if (!load) throw new Error(`shellPages: src/pages/${file}.tsx does not exist.`);
    return [path, load];
  }),
);
