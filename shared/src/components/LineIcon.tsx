import type { ReactNode } from 'react';

interface LineIconProps {
  className?: string | undefined;
  strokeWidth?: number;
  /** On a 24 x 24 grid. */
  children: ReactNode;
}

/** Decorative, in the text's colour; the text beside it carries the meaning. */
export function LineIcon({ className, strokeWidth = 1.75, children }: LineIconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
