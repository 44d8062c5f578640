import { identity, type Translated } from '@mboa/shared';
import type english from './loader.en';
import type { LoaderContent } from './loader';

const loader = {
  meta: { title: `Chargement | ${identity.shortName}`, description: `${identity.name} est en cours de chargement.` },
  heading: identity.name,
  loadingLabel: `${identity.shortName} se charge…`,
} satisfies LoaderContent & Translated<typeof english>;

export default loader;
