import type { CallToAction } from '../content/productPage';
import { useLanguage } from '../language/language';
import { callToActionHref } from '../lib/callToAction';

interface CallToActionSectionProps {
  id: string;
  heading: string;
  text: string;
  action: CallToAction;
}

/** A page's one next step: a short text and its button. */
export function CallToActionSection({ id, heading, text, action }: CallToActionSectionProps) {
  const language = useLanguage();
  return (
    <section className="band" aria-labelledby={id}>
      <div className="container">
        <div className="next-step">
          <h2 id={id}>{heading}</h2>
          <p>{text}</p>
          <a className="button button--accent" href={callToActionHref(action, language)}>
            {action.label}
          </a>
        </div>
      </div>
    </section>
  );
}
