import { identity, localisedPage, type Language, type PageLoader, type PageMeta, type Translations } from '@mboa/shared';
import type { ComponentType } from 'react';

/**
 * One of the shell's own pages: its component (src/pages/<Name>Page.tsx, default export, given
 * its record as `content`) and its content record in each language (src/content/<name>.en.ts,
 * <name>.fr.ts, default export, with the page's `meta`), each a chunk of its own.
 */
export interface ShellPage {
  readonly load: PageLoader;
  /** The component's source, as the client build's manifest names it (its chunk, its stylesheets). */
  readonly source: string;
  /** The source of the page's record in a language (its chunk, preloaded with the page). */
  readonly contentSource: (language: Language) => string;
}

function shellPage<Content extends { meta: PageMeta }>(
  component: string,
  record: string,
  translations: Translations<Content>,
  loadComponent: () => Promise<{ default: ComponentType<{ content: Content }> }>,
): ShellPage {
  return {
    load: localisedPage(translations, () => loadComponent().then((module) => module.default)),
    source: `src/pages/${component}.tsx`,
    contentSource: (language) => `src/content/${record}.${language}.ts`,
  };
}

/**
 * The shell's own pages, by route. A shell route missing here (its page is not built yet)
 * shows the not-found page. The not-found page itself is part of the main bundle.
 */
export const shellPages: Readonly<Record<string, ShellPage>> = {
  '/': shellPage('HomePage', 'home', { en: () => import('../content/home.en'), fr: () => import('../content/home.fr') }, () => import('../pages/HomePage')),
  // Help and contact
  '/help-center': shellPage(
    'HelpCenterPage',
    'helpCenter',
    { en: () => import('../content/helpCenter.en'), fr: () => import('../content/helpCenter.fr') },
    () => import('../pages/HelpCenterPage'),
  ),
  '/contact-us': shellPage(
    'ContactUsPage',
    'contact',
    { en: () => import('../content/contact.en'), fr: () => import('../content/contact.fr') },
    () => import('../pages/ContactUsPage'),
  ),
  '/faqs': shellPage('FaqsPage', 'faqs', { en: () => import('../content/faqs.en'), fr: () => import('../content/faqs.fr') }, () => import('../pages/FaqsPage')),
  '/blog': shellPage('BlogPage', 'blog', { en: () => import('../content/blog.en'), fr: () => import('../content/blog.fr') }, () => import('../pages/BlogPage')),
  '/money-skills': shellPage(
    'MoneySkillsPage',
    'moneySkills',
    { en: () => import('../content/moneySkills.en'), fr: () => import('../content/moneySkills.fr') },
    () => import('../pages/MoneySkillsPage'),
  ),
  // The institution
  [`/about_${identity.slug}`]: shellPage(
    'AboutPage',
    'about',
    { en: () => import('../content/about.en'), fr: () => import('../content/about.fr') },
    () => import('../pages/AboutPage'),
  ),
  '/our-story': shellPage(
    'OurStoryPage',
    'ourStory',
    { en: () => import('../content/ourStory.en'), fr: () => import('../content/ourStory.fr') },
    () => import('../pages/OurStoryPage'),
  ),
  '/testimonies': shellPage(
    'TestimoniesPage',
    'testimonies',
    { en: () => import('../content/testimonies.en'), fr: () => import('../content/testimonies.fr') },
    () => import('../pages/TestimoniesPage'),
  ),
  '/career': shellPage(
    'CareerPage',
    'careers',
    { en: () => import('../content/careers.en'), fr: () => import('../content/careers.fr') },
    () => import('../pages/CareerPage'),
  ),
  '/press': shellPage('PressPage', 'press', { en: () => import('../content/press.en'), fr: () => import('../content/press.fr') }, () => import('../pages/PressPage')),
  '/legal': shellPage('LegalPage', 'legal', { en: () => import('../content/legal.en'), fr: () => import('../content/legal.fr') }, () => import('../pages/LegalPage')),
  // Sign-in forms and the loader route
  '/login': shellPage('LoginPage', 'login', { en: () => import('../content/login.en'), fr: () => import('../content/login.fr') }, () => import('../pages/LoginPage')),
  '/create-account': shellPage(
    'CreateAccountPage',
    'createAccount',
    { en: () => import('../content/createAccount.en'), fr: () => import('../content/createAccount.fr') },
    () => import('../pages/CreateAccountPage'),
  ),
  '/forgot_password': shellPage(
    'ForgotPasswordPage',
    'forgotPassword',
    { en: () => import('../content/forgotPassword.en'), fr: () => import('../content/forgotPassword.fr') },
    () => import('../pages/ForgotPasswordPage'),
  ),
  [`/${identity.slug}loader`]: shellPage(
    'LoaderPage',
    'loader',
    { en: () => import('../content/loader.en'), fr: () => import('../content/loader.fr') },
    () => import('../pages/LoaderPage'),
  ),
};
