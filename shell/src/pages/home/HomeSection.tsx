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
  /**
   * The section has no behaviour of its own (text, icons, plain links): a composed page keeps its
   * server HTML instead of hydrating it (ServerHtml).
   */
  serverHtml?: boolean;
  /** Must contain a heading with id={homeHeadingId(name)}. */
  children: ReactNode;
}

/**
 * A landmark section of the home page, labelled by its heading. data-home-section names it so
 * that tests can check the order of the sections without depending on their copy; a section
 * whose text stands beside something else (hero, text sections) marks that text column with
 * data-home-text, so that the browser tests can measure it at desktop widths.
 */
export function HomeSection({ name, tinted = false, className, serverHtml = false, children }: HomeSectionProps) {
  const classes = ['home-section', tinted ? 'section--tinted' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <section className={classes} data-home-section={name} aria-labelledby={homeHeadingId(name)}>
      {serverHtml ? <ServerHtml className="container">{children}</ServerHtml> : <div className="container">{children}</div>}
    </section>
  );
}
