import { Link } from 'react-router-dom';
import type { ProductCard } from '../../content/home';
import { HomeSection, homeHeadingId } from './HomeSection';
import { Icon } from './Icon';

interface ProductsSectionProps {
  heading: string;
  intro: string;
  cards: readonly ProductCard[];
}

/** Section 5: the grid of product and service cards. */
export function ProductsSection({ heading, intro, cards }: ProductsSectionProps) {
  return (
    <HomeSection name="products">
      <h2 id={homeHeadingId('products')}>{heading}</h2>
      <p className="section__intro">{intro}</p>
      <ul className="card-grid products">
        {cards.map((card) => (
          <li key={card.title} className="card product-card">
            <Icon name={card.icon} className="product-card__icon" />
            <h3 className="card__title">{card.title}</h3>
            <p className="card__summary">{card.summary}</p>
            <Link className="card__link" to={card.href}>
              {card.linkText}
              <span aria-hidden="true"> →</span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
