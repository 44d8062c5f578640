import { Spinner } from '@mboa/shared';
import type { ReactNode } from 'react';

interface FormPageProps {
  title: string;
  intro: string;
  /** Login and create-account show a 500 ms spinner first. */
  withLoadDelay?: boolean;
  children: ReactNode;
}

/**
 * A sign-in form's page. With `withLoadDelay` the product contract's 500 ms spinner shows first: the form is
 * in the HTML all along, hidden (so not focusable) until 500 ms by CSS alone, the spinner over
 * its place meanwhile (`page-load-spinner`, `page-load-content` in shell.css). No script is
 * waited for, so the server's HTML shows the form at 500 ms with JavaScript off too.
 */
export function FormPage({ title, intro, withLoadDelay = false, children }: FormPageProps) {
  return (
    <section className="form-page container" aria-labelledby="form-page-title">
      {withLoadDelay && <Spinner label="Loading…" className="page-load-spinner" />}
      <div className={withLoadDelay ? 'page-load-content' : undefined} data-form-page-content="">
        <h1 id="form-page-title">{title}</h1>
        <p>{intro}</p>
        {children}
      </div>
    </section>
  );
}
