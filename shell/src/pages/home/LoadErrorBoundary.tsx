import { Component, type ReactNode } from 'react';

interface LoadErrorBoundaryProps {
  /** Shown instead of the children once they fail (e.g. a lazy chunk that did not download). */
  fallback: ReactNode;
  children: ReactNode;
}

interface LoadErrorBoundaryState {
  failed: boolean;
}

/**
 * Keeps a failed optional enhancement from taking the page down: on slow or flaky mobile
 * data a lazy chunk can fail, and the page should then show its plain version instead.
 */
export class LoadErrorBoundary extends Component<LoadErrorBoundaryProps, LoadErrorBoundaryState> {
  override state: LoadErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): LoadErrorBoundaryState {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
