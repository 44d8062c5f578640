import { Spinner, identity } from '@mboa/shared';

/** /mboaloader: the full-screen loader on its own. */
export default function LoaderPage() {
  return <Spinner fullScreen label={`${identity.shortName} is loading…`} />;
}
