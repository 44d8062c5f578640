import type { IndexedPage } from '@mboa/shared';
import { createContext } from 'react';

/** The live pages the deploy listed for the search page's document (its data block); none on any other. */
export const SiteIndexContext = createContext<readonly IndexedPage[]>([]);
