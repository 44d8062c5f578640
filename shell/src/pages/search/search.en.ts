import { identity } from '@mboa/shared';
import type { SearchContent } from './search';

export const search: SearchContent = {
  meta: {
    title: `Search | ${identity.shortName}`,
    description: `Search every page of ${identity.shortName}'s website in English: accounts, loans, group savings, help and more.`,
  },
  heading: 'Search the site',
  intro: 'Find an account, a loan, a service or an answer in every section of the site.',
  field: {
    label: 'Search the site',
    hint: 'For example: student account, fees, njangie, verify statement.',
    submit: 'Search',
  },
  needsJavaScript:
    'Searching needs JavaScript, which is switched off in this browser. Every page of the site is listed below, section by section.',
  status: {
    searching: 'Searching…',
    matches: { one: '1 page matches “{query}”.', other: '{count} pages match “{query}”.' },
    moreMatches: 'Showing the best {shown} of {count}.',
    none: 'No page matches “{query}”. Try another word, or browse every page below.',
    failed: 'The search could not be loaded just now. Check your connection and try again, or browse every page below.',
  },
  unsearchable: '{section} could not be searched just now: its pages are missing from these results.',
  offline: {
    none: 'You are offline, and no page saved on this device can be searched.',
    some: {
      one: 'You are offline: search covers the one page saved on this device.',
      other: 'You are offline: search covers the {count} pages saved on this device.',
    },
  },
  resultsHeading: 'Results',
  more: 'Show more results',
  result: { section: 'Section:' },
  index: {
    heading: 'Every page, A to Z',
    intro: 'Every page of the site in English, grouped by section.',
    browse: 'Browse every page, A to Z',
  },
  homePage: 'Home page',
  shellSection: 'About Us and Help Centre',
};

export default search;
