import { Spinner } from '@mboa/shared';
import type { ReactNode } from 'react';
import { usePageLoadDelay } from '../../lib/usePageLoadDelay';

interface FormPageProps {
  title: string;
  intro: string;
  /** Login and create-account show a 500 ms spinner first (spec §4). */
  withLoadDelay?: boolean;
  children: ReactNode;
}

export function FormPage({ title, intro, withLoadDelay = false, children }: FormPageProps) {
  const ready = usePageLoadDelay(withLoadDelay ? undefined : 0);
  if (!ready) return <Spinner label="Loading…" />;
  return (
    <section className="form-page container" aria-labelledby="form-page-title">
      <h1 id="form-page-title">{title}</h1>
      <p>{intro}</p>
      {children}
    </section>
  );
}
