import { Spinner } from '@mboa/shared';
import type { LoaderContent } from './loader';

/** /mboaloader: the full-screen loader on its own. */
export default function LoaderPage({ content }: { content: LoaderContent }) {
  return (
    <>
      <h1 className="visually-hidden">{content.heading}</h1>
      <Spinner fullScreen label={content.loadingLabel} />
    </>
  );
}
