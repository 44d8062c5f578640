import { identity } from '@mboa/shared';
import type { LoaderContent } from './loader';

const loader = {
  meta: { title: `Loading | ${identity.shortName}`, description: `${identity.name} is loading.` },
  heading: identity.name,
  loadingLabel: `${identity.shortName} is loading…`,
} satisfies LoaderContent;

export default loader;
