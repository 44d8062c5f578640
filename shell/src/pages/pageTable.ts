import {
  localisedPage,
  identity,
  type PageLoader,
  type PageMeta,
  type RoutePath,
  type ShellRoute,
  type Translations,
} from '@mboa/shared';
import type { ComponentType } from 'react';

/**
 * A shell page: its component (given its record as `content`) and a record per language, a chunk each. No file name is
 * written: the server build finds the files behind the imports (server/sourceOf.ts).
 */
export interface ShellPage {
  readonly load: PageLoader;
  readonly component: () => Promise<unknown>;
  readonly records: Translations<{ meta: PageMeta }>;
}

function shellPage<Content extends { meta: PageMeta }>(
  records: Translations<Content>,
  component: () => Promise<{ default: ComponentType<{ content: Content }> }>,
): ShellPage {
  return { load: localisedPage(records, () => component().then((module) => module.default)), component, records };
}

/**
 * Every shell route's page, its record's type checked against its component's `content`. A route left out is a type
 * error (the two named from the identity fail pageTable.test.ts only); the not-found page is in the main bundle.
 */
const PAGES: Readonly<Record<ShellRoute, ShellPage>> = {
  '/': shellPage(
    { en: () => import('./home/home.en'), fr: () => import('./home/home.fr') },
    () => import('./home/HomePage'),
  ),
  // Help and contact
  '/help-center': shellPage(
    { en: () => import('./help/helpCenter.en'), fr: () => import('./help/helpCenter.fr') },
    () => import('./help/HelpCenterPage'),
  ),
  '/contact-us': shellPage(
    { en: () => import('./help/contact.en'), fr: () => import('./help/contact.fr') },
    () => import('./help/ContactUsPage'),
  ),
  '/faqs': shellPage(
    { en: () => import('./help/faqs.en'), fr: () => import('./help/faqs.fr') },
    () => import('./help/FaqsPage'),
  ),
  '/money-skills': shellPage(
    { en: () => import('./help/moneySkills.en'), fr: () => import('./help/moneySkills.fr') },
    () => import('./help/MoneySkillsPage'),
  ),
  '/blog': shellPage(
    { en: () => import('./blog/blog.en'), fr: () => import('./blog/blog.fr') },
    () => import('./blog/BlogPage'),
  ),
  // The institution
  [`/about_${identity.slug}`]: shellPage(
    { en: () => import('./about/about.en'), fr: () => import('./about/about.fr') },
    () => import('./about/AboutPage'),
  ),
  '/our-story': shellPage(
    { en: () => import('./about/ourStory.en'), fr: () => import('./about/ourStory.fr') },
    () => import('./about/OurStoryPage'),
  ),
  '/testimonies': shellPage(
    { en: () => import('./about/testimonies.en'), fr: () => import('./about/testimonies.fr') },
    () => import('./about/TestimoniesPage'),
  ),
  '/press': shellPage(
    { en: () => import('./about/press.en'), fr: () => import('./about/press.fr') },
    () => import('./about/PressPage'),
  ),
  '/career': shellPage(
    { en: () => import('./careers/careers.en'), fr: () => import('./careers/careers.fr') },
    () => import('./careers/CareerPage'),
  ),
  '/legal': shellPage(
    { en: () => import('./legal/legal.en'), fr: () => import('./legal/legal.fr') },
    () => import('./legal/LegalPage'),
  ),
  // Sign-in forms and the loader route
  '/login': shellPage(
    { en: () => import('./forms/login.en'), fr: () => import('./forms/login.fr') },
    () => import('./forms/LoginPage'),
  ),
  '/create-account': shellPage(
    { en: () => import('./forms/createAccount.en'), fr: () => import('./forms/createAccount.fr') },
    () => import('./forms/CreateAccountPage'),
  ),
  '/forgot_password': shellPage(
    { en: () => import('./forms/forgotPassword.en'), fr: () => import('./forms/forgotPassword.fr') },
    () => import('./forms/ForgotPasswordPage'),
  ),
  [`/${identity.slug}loader`]: shellPage(
    { en: () => import('./forms/loader.en'), fr: () => import('./forms/loader.fr') },
    () => import('./forms/LoaderPage'),
  ),
  // Search across every section
  '/search': shellPage(
    { en: () => import('./search/search.en'), fr: () => import('./search/search.fr') },
    () => import('./search/SearchPage'),
  ),
};

/** The same table, looked up by any route: another package's route has no page here. */
export const shellPages: Readonly<Partial<Record<RoutePath, ShellPage>>> = PAGES;
