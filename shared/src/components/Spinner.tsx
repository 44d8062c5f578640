interface SpinnerProps {
  /** Announced to screen readers and shown under the spinner. */
  label: string;
  fullScreen?: boolean;
  className?: string;
}

export function Spinner({ label, fullScreen = false, className }: SpinnerProps) {
  const classes = ['spinner', fullScreen && 'spinner--fullscreen', className].filter(Boolean).join(' ');
  return (
    <div className={classes} role="status" aria-live="polite">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="spinner__label">{label}</span>
    </div>
  );
}
