import { Link } from 'react-router-dom';

interface ErrorScreenProps {
  error: unknown;
  onRetry: () => void;
}

/** The shared error screen: shown in place of a section that failed, never instead of the whole site. */
export function ErrorScreen({ error, onRetry }: ErrorScreenProps) {
  const name = error instanceof Error ? error.name : 'Error';
  const message = error instanceof Error ? error.message : String(error);
  return (
    <section className="error-screen container" role="alert" aria-labelledby="error-title">
      <h1 id="error-title">Unexpected Application Error!</h1>
      <p className="error-screen__message">
        <strong>{name}</strong>: {message}
      </p>
      <p>This part of the site could not be shown. The rest of the site still works: try again, or go back to the home page.</p>
      <div className="error-screen__actions">
        <button type="button" className="button" onClick={onRetry}>
          Retry
        </button>
        <Link className="button button--secondary" to="/">
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
