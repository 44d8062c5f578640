interface SpinnerProps {
  /** Announced to screen readers and shown under the spinner. */
  label: string;
  /** Covers the whole viewport (page-load overlay) instead of the content area. */
  fullScreen?: boolean;
}

export function Spinner({ label, fullScreen = false }: SpinnerProps) {
  return (
    <div className={fullScreen ? 'spinner spinner--fullscreen' : 'spinner'} role="status" aria-live="polite">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="spinner__label">{label}</span>
    </div>
  );
}
