import { useLocalisedHref } from '@mboa/shared';
import { Link } from 'react-router-dom';
import type { ProductsContent } from './home';
import { HomeSection, homeHeadingId } from './HomeSection';
import { Icon } from './Icon';

/** Section 5: the grid of product and service cards. */
export function ProductsSection({ content }: { content: ProductsContent }) {
  const href = useLocalisedHref();
  return (
    <HomeSection name="products" serverHtml>
      <h2 id={homeHeadingId('products')}>{content.heading}</h2>
      <p className="section__intro">{content.intro}</p>
      <ul className="card-grid products">
        {content.cards.map((card) => (
          <li key={card.href} className="card product-card">
            <Icon name={card.icon} className="product-card__icon" />
            <h3 className="card__title">{card.title}</h3>
            <p className="card__summary">{card.summary}</p>
            <Link className="card__link" to={href(card.href)}>
              {card.linkText}
              <span aria-hidden="true"> →</span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
