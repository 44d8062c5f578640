export interface LinkCard {
  title: string;
  summary: string;
  href: string;
  /** Visible call to action; also tells screen-reader users where the link goes. */
  linkText: string;
}

interface LinkCardGridProps {
  cards: readonly LinkCard[];
  headingLevel?: 2 | 3;
}

export function LinkCardGrid({ cards, headingLevel = 3 }: LinkCardGridProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <li key={card.href + card.title} className="card">
          <Heading className="card__title">{card.title}</Heading>
          <p className="card__summary">{card.summary}</p>
          <a className="card__link" href={card.href}>
            {card.linkText}
            <span aria-hidden="true"> →</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
