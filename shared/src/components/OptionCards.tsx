import type { ProductOption } from '../content/productPage';

/** The kinds a product comes in, side by side: each card's title is an h3 under the section's h2. */
export function OptionCards({ options }: { options: readonly ProductOption[] }) {
  return (
    <ul className="card-grid option-cards">
      {options.map((option) => (
        <li key={option.title} className="card">
          <h3 className="card__title">{option.title}</h3>
          <p>{option.purpose}</p>
          <ul className="checklist">
            {option.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
