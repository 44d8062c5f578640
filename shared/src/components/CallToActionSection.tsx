import type { CallToAction } from '../content/productPage';
import { callToActionHref } from '../lib/callToAction';

interface CallToActionSectionProps {
  id: string;
  heading: string;
  text: string;
  action: CallToAction;
}

/** A page's one next step: a short text and its button. */
export function CallToActionSection({ id, heading, text, action }: CallToActionSectionProps) {
  return (
    <section className="band" aria-labelledby={id}>
      <div className="container">
        <div className="next-step">
          <h2 id={id}>{heading}</h2>
          <p>{text}</p>
          <a className="button button--accent" href={callToActionHref(action)}>
            {action.label}
          </a>
        </div>
      </div>
    </section>
  );
}
