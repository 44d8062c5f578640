import { Spinner, identity } from '@mboa/shared';

export { loaderMeta as meta } from '../content/pageMeta';

/** /mboaloader: the full-screen loader on its own. */
export default function LoaderPage() {
  return (
    <>
      <h1 className="visually-hidden">{identity.name}</h1>
      <Spinner fullScreen label={`${identity.shortName} is loading…`} />
    </>
  );
}
