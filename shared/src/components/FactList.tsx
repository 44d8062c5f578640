import type { Fact } from '../content/productPage';

/** Label and value pairs, such as a product's fees. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="fact-list">
      {facts.map((fact) => (
        <div key={fact.label} className="fact-list__item">
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
