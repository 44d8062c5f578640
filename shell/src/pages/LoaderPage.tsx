import { Spinner, identity } from '@mboa/shared';

/** /mboaloader: the full-screen loader on its own. */
export default function LoaderPage() {
  return (
    <>
      <h1 className="visually-hidden">{identity.name}</h1>
      <Spinner fullScreen label={`${identity.shortName} is loading…`} />
    </>
  );
}
