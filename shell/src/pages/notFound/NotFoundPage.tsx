import { useLocalisedHref } from '@mboa/shared';
import { Link } from 'react-router-dom';
import { useDocumentMeta } from '../../routing/useDocumentMeta';
import { useChromeText } from '../../chrome/chromeText';

/** Shown for unknown paths and for routes whose page is not built yet, in the path's language. */
export function NotFoundPage() {
  const text = useChromeText().notFound;
  const href = useLocalisedHref();
  useDocumentMeta(text.meta, null); // no address of its own: no canonical link
  return (
    <section className="not-found container" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{text.heading}</h1>
      <p>{text.text}</p>
      <Link className="button" to={href('/')}>
        {text.homeLink}
      </Link>
    </section>
  );
}
