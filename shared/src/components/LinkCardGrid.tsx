import { useLocalisedHref } from '../language/language';

export interface LinkCard {
  title: string;
  summary: string;
  href: string;
  /** Visible call to action; also tells screen-reader users where the link goes. */
  linkText: string;
}

/** Cards under a section's h2: each card's title is an h3. Links lead to pages in the page's language. */
export function LinkCardGrid({ cards }: { cards: readonly LinkCard[] }) {
  const href = useLocalisedHref();
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <li key={card.href + card.title} className="card">
          <h3 className="card__title">{card.title}</h3>
          <p className="card__summary">{card.summary}</p>
          <a className="card__link" href={href(card.href)}>
            {card.linkText}
            <span aria-hidden="true"> →</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
