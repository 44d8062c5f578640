import type { ReactNode } from 'react';

interface ListSectionProps {
  id: string;
  heading: string;
  intro?: string | undefined;
  tinted?: boolean;
  children: ReactNode;
}

/** A labelled section of a product page (eligibility, fees, related pages). */
export function ListSection({ id, heading, intro, tinted = false, children }: ListSectionProps) {
  return (
    <section className={tinted ? 'band section--tinted' : 'band'} aria-labelledby={id}>
      <div className="container">
        <h2 id={id}>{heading}</h2>
        {intro && <p className="section__intro">{intro}</p>}
        {children}
      </div>
    </section>
  );
}

/** A list with a tick before each item: eligibility, what to bring. */
export function Checklist({ items }: { items: readonly string[] }) {
  return (
    <ul className="checklist">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
