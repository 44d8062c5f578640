import { LANGUAGES, identity, localisedPage, type Language, type PageLoader, type PageMeta, type RoutePath, type ShellRoute, type Translations } from '@mboa/shared';
import type { ComponentType } from 'react';

/**
 * One of the shell's own pages: its component (default export, given its record as `content`)
 * and its record in each language (default export, with the page's `meta`), each a chunk of its
 * own, all in the page's feature folder.
 */
export interface ShellPage {
  readonly load: PageLoader;
  /** The component's source, as the client build's manifest names it (its chunk, its stylesheets). */
  readonly source: string;
  /** The source of the page's record in a language (its chunk, preloaded with the page). */
  readonly contentSource: (language: Language) => string;
}

/** Modules as `import.meta.glob` gives them: each file's path from this folder, and a dynamic import of it (a chunk of its own). */
type GlobbedModules<Module> = Record<string, () => Promise<Module>>;

/**
 * This folder as the client build's manifest names files (from the shell's folder, Vite's root):
 * a glob's keys start from here (`./help/FaqsPage.tsx` is `src/pages/help/FaqsPage.tsx`).
 * pageTable.test.ts checks that every source is a file.
 */
const THIS_FOLDER = 'src/pages';

const manifestName = (globKey: string) => globKey.replace(/^\.\//, `${THIS_FOLDER}/`);

/**
 * A page from its component's glob (one file) and its records' glob (one file a language, named
 * `<record>.<language>.ts`): the sources the server build looks up come from the files the globs
 * found, never written by hand (pageTable.test.ts checks that each names a file). The records are
 * taken to be of the type the component's `content` is: each record file declares that type
 * itself, and the tests render every page with its records.
 */
function shellPage<Content extends { meta: PageMeta }>(
  component: GlobbedModules<{ default: ComponentType<{ content: Content }> }>,
  records: GlobbedModules<unknown>,
): ShellPage {
  const [componentKey, loadComponent] = Object.entries(component)[0]!;
  const recordKey = (language: Language) => Object.keys(records).find((path) => path.endsWith(`.${language}.ts`))!;
  const translations = Object.fromEntries(LANGUAGES.map((language) => [language, records[recordKey(language)]])) as Translations<Content>;
  return {
    load: localisedPage(translations, () => loadComponent().then((module) => module.default)),
    source: manifestName(componentKey),
    contentSource: (language) => manifestName(recordKey(language)),
  };
}

/**
 * The shell's own pages, by route: every route the ownership table gives the shell has its page
 * here (a type error otherwise, for the routes spelt out; the two named from the identity module
 * are only checked by pageTable.test.ts). The not-found page is not here: it is part of the main
 * bundle. A component's type comes from its file (`typeof import`), so the record type its
 * `content` takes is checked; its glob finds that file for its chunk and its source.
 */
const PAGES: Readonly<Record<ShellRoute, ShellPage>> = {
  '/': shellPage(import.meta.glob<typeof import('./home/HomePage')>('./home/HomePage.tsx'), import.meta.glob('./home/home.{en,fr}.ts')),
  // Help and contact
  '/help-center': shellPage(import.meta.glob<typeof import('./help/HelpCenterPage')>('./help/HelpCenterPage.tsx'), import.meta.glob('./help/helpCenter.{en,fr}.ts')),
  '/contact-us': shellPage(import.meta.glob<typeof import('./help/ContactUsPage')>('./help/ContactUsPage.tsx'), import.meta.glob('./help/contact.{en,fr}.ts')),
  '/faqs': shellPage(import.meta.glob<typeof import('./help/FaqsPage')>('./help/FaqsPage.tsx'), import.meta.glob('./help/faqs.{en,fr}.ts')),
  '/money-skills': shellPage(import.meta.glob<typeof import('./help/MoneySkillsPage')>('./help/MoneySkillsPage.tsx'), import.meta.glob('./help/moneySkills.{en,fr}.ts')),
  '/blog': shellPage(import.meta.glob<typeof import('./blog/BlogPage')>('./blog/BlogPage.tsx'), import.meta.glob('./blog/blog.{en,fr}.ts')),
  // The institution
  [`/about_${identity.slug}`]: shellPage(import.meta.glob<typeof import('./about/AboutPage')>('./about/AboutPage.tsx'), import.meta.glob('./about/about.{en,fr}.ts')),
  '/our-story': shellPage(import.meta.glob<typeof import('./about/OurStoryPage')>('./about/OurStoryPage.tsx'), import.meta.glob('./about/ourStory.{en,fr}.ts')),
  '/testimonies': shellPage(import.meta.glob<typeof import('./about/TestimoniesPage')>('./about/TestimoniesPage.tsx'), import.meta.glob('./about/testimonies.{en,fr}.ts')),
  '/press': shellPage(import.meta.glob<typeof import('./about/PressPage')>('./about/PressPage.tsx'), import.meta.glob('./about/press.{en,fr}.ts')),
  '/career': shellPage(import.meta.glob<typeof import('./careers/CareerPage')>('./careers/CareerPage.tsx'), import.meta.glob('./careers/careers.{en,fr}.ts')),
  '/legal': shellPage(import.meta.glob<typeof import('./legal/LegalPage')>('./legal/LegalPage.tsx'), import.meta.glob('./legal/legal.{en,fr}.ts')),
  // Sign-in forms and the loader route
  '/login': shellPage(import.meta.glob<typeof import('./forms/LoginPage')>('./forms/LoginPage.tsx'), import.meta.glob('./forms/login.{en,fr}.ts')),
  '/create-account': shellPage(import.meta.glob<typeof import('./forms/CreateAccountPage')>('./forms/CreateAccountPage.tsx'), import.meta.glob('./forms/createAccount.{en,fr}.ts')),
  '/forgot_password': shellPage(import.meta.glob<typeof import('./forms/ForgotPasswordPage')>('./forms/ForgotPasswordPage.tsx'), import.meta.glob('./forms/forgotPassword.{en,fr}.ts')),
  [`/${identity.slug}loader`]: shellPage(import.meta.glob<typeof import('./forms/LoaderPage')>('./forms/LoaderPage.tsx'), import.meta.glob('./forms/loader.{en,fr}.ts')),
};

/**
 * The same table, looked up by any route: another package's route has no page here (nor would a
 * shell route left out of it, which shows the not-found page).
 */
export const shellPages: Readonly<Partial<Record<RoutePath, ShellPage>>> = PAGES;
