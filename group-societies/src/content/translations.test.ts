import type { HubContent, ProductPageContent, Translations } from '@mboa/shared';
import { describeRecordsInBothLanguages } from '@mboa/shared/testing/translations';
import remote from '../exposedPages';

/** Each page's records, by route: the same modules the pages object loads. */
const PAGES: Record<string, Translations<ProductPageContent | HubContent>> = {
  '/group-societies': { en: () => import('./hub.en'), fr: () => import('./hub.fr') },
  '/njangie': { en: () => import('./accounts/njangieAccount.en'), fr: () => import('./accounts/njangieAccount.fr') },
  '/meetings': {
    en: () => import('./accounts/meetingHouseAccount.en'),
    fr: () => import('./accounts/meetingHouseAccount.fr'),
  },
  '/church': { en: () => import('./accounts/churchAccount.en'), fr: () => import('./accounts/churchAccount.fr') },
};

describeRecordsInBothLanguages('group-societies', remote, PAGES, (content) =>
  'banner' in content ? content.banner.title : content.title,
);
