import type { ReactNode } from 'react';
import type { Feature, Illustration } from '../content/productPage';
import { IllustrationImage } from './IllustrationImage';

interface FeatureBlockProps {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  features?: readonly Feature[];
  illustration: Illustration;
  tinted?: boolean;
  children?: ReactNode;
}

/** On a phone the illustration follows the text, below the fold. */
export function FeatureBlock({
  id,
  heading,
  paragraphs,
  features = [],
  illustration,
  tinted = false,
  children,
}: FeatureBlockProps) {
  return (
    <section className={tinted ? 'band section--tinted' : 'band'} aria-labelledby={id}>
      <div className="container feature-block">
        <div className="feature-block__text">
          <h2 id={id}>{heading}</h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {features.length > 0 && (
            <ul className="checklist">
              {features.map((feature) => (
                <li key={feature.title}>
                  <strong>{feature.title}.</strong> {feature.text}
                </li>
              ))}
            </ul>
          )}
          {children}
        </div>
        <IllustrationImage className="feature-block__illustration" illustration={illustration} />
      </div>
    </section>
  );
}
