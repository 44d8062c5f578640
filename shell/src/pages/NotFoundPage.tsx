import { Link } from 'react-router-dom';
import { useDocumentMeta } from '../composition/useDocumentMeta';
import { notFoundMeta } from '../content/pageMeta';

/** shown for unknown paths and for routes whose page is not built yet. */
export function NotFoundPage() {
  useDocumentMeta(notFoundMeta, null); // no address of its own: no canonical link
  return (
    <section className="not-found container" aria-labelledby="not-found-title">
      <h1 id="not-found-title">That&apos;s an error.</h1>
      <p>The requested URL was not found on this server. That&apos;s all we know.</p>
      <Link className="button" to="/">
        Go Back Home
      </Link>
    </section>
  );
}
