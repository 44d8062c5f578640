import { ServerHtml } from '@mboa/shared';
import type { ReactNode } from 'react';
import type { HomeSectionName } from './home';

/** The id of a home section's heading; the section is labelled by it. */
export function homeHeadingId(name: HomeSectionName): string {
  return `home-${name}-heading`;
}

interface HomeSectionProps {
  name: HomeSectionName;
  tinted?: boolean;
  className?: string;
  /** No behaviour of its own: a composed page keeps its server HTML instead of hydrating it (ServerHtml). */
  serverHtml?: boolean;
  /** Must contain a heading with id={homeHeadingId(name)}. */
  children: ReactNode;
}

/** A landmark section labelled by its heading; `data-home-section` and `data-home-text` are for the tests. */
export function HomeSection({ name, tinted = false, className, serverHtml = false, children }: HomeSectionProps) {
  const classes = ['home-section', tinted ? 'section--tinted' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <section className={classes} data-home-section={name} aria-labelledby={homeHeadingId(name)}>
      {serverHtml ? (
        <ServerHtml className="container">{children}</ServerHtml>
      ) : (
        <div className="container">{children}</div>
      )}
    </section>
  );
}
