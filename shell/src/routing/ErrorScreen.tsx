import { useLocalisedHref } from '@mboa/shared';
import { Component, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useChromeText } from '../chrome/chromeText';
import { ChunkLoadError } from '../remotes/manifest';

interface ErrorScreenProps {
  error: unknown;
  onRetry: () => void;
}

/** The shared error screen: shown in place of a section that failed, never instead of the whole site. */
export function ErrorScreen({ error, onRetry }: ErrorScreenProps) {
  const text = useChromeText().error;
  const href = useLocalisedHref();
  const name = error instanceof Error ? error.name : 'Error';
  return (
    <section className="error-screen container" role="alert" aria-labelledby="error-title">
      <h1 id="error-title">{text.heading}</h1>
      <p className="error-screen__message">
        <strong>{name}</strong>: <ErrorMessage error={error} chunkLoadFailed={text.chunkLoadFailed} />
      </p>
      <p>{text.text}</p>
      <div className="error-screen__actions">
        <button type="button" className="button" onClick={onRetry}>
          {text.retry}
        </button>
        <Link className="button button--secondary" to={href('/')}>
          {text.homeLink}
        </Link>
      </div>
    </section>
  );
}

/** A failed section is named in the page's language; the technical detail, for a support report, stays in English. */
function ErrorMessage({ error, chunkLoadFailed }: { error: unknown; chunkLoadFailed: string }) {
  if (error instanceof ChunkLoadError) {
    return (
      <>
        {chunkLoadFailed}: {error.remote} (<span lang="en">{error.detail}</span>)
      </>
    );
  }
  return <span lang="en">{error instanceof Error ? error.message : String(error)}</span>;
}

interface RouteErrorBoundaryProps {
  children: ReactNode;
  /** Called by Retry after the boundary resets; the route loads its code again. */
  onRetry: () => void;
}

interface RouteErrorBoundaryState {
  error: unknown;
}

/** Contains a page that throws while rendering to its own area of the screen. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): RouteErrorBoundaryState {
    return { error };
  }

  override render() {
    if (this.state.error) {
      return (
        <ErrorScreen
          error={this.state.error}
          onRetry={() => {
            this.setState({ error: null });
            this.props.onRetry();
          }}
        />
      );
    }
    return this.props.children;
  }
}
