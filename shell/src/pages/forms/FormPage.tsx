import { Spinner, useLocalisedHref } from '@mboa/shared';
import { Link } from 'react-router-dom';
import type { FormPageContent } from './forms';
import { LocalOnlyForm } from './LocalOnlyForm';

interface FormPageProps {
  content: FormPageContent;
  /** Login and create-account show a 500 ms spinner first. */
  withLoadDelay?: boolean;
}

/**
 * A sign-in form's page. With `withLoadDelay` the contract's 500 ms spinner shows first and CSS alone hides the form,
 * in the HTML all along, until then (shell.css): it shows at 500 ms with JavaScript off too.
 */
export function FormPage({ content, withLoadDelay = false }: FormPageProps) {
  const href = useLocalisedHref();
  return (
    <section className="form-page container" aria-labelledby="form-page-title">
      {withLoadDelay && <Spinner label={content.form.loadingLabel} className="page-load-spinner" />}
      <div className={withLoadDelay ? 'page-load-content' : undefined} data-form-page-content="">
        <h1 id="form-page-title">{content.heading}</h1>
        <p>{content.intro}</p>
        <LocalOnlyForm
          fields={content.fields}
          submitLabel={content.submitLabel}
          outcome={content.outcome}
          text={content.form}
        />
        <p className="form-page__links">
          {content.links.map((link) => (
            <Link key={link.to} to={href(link.to)}>
              {link.text}
            </Link>
          ))}
        </p>
      </div>
    </section>
  );
}
