import type { ReactNode } from 'react';

interface PageBannerProps {
  title: string;
  description: string;
  children?: ReactNode;
}

/** The banner at the top of hubs and product pages: the page's only h1. */
export function PageBanner({ title, description, children }: PageBannerProps) {
  return (
    <section className="page-banner" aria-labelledby="page-title">
      <div className="container">
        <h1 id="page-title">{title}</h1>
        <p className="page-banner__lead">{description}</p>
        {children}
      </div>
    </section>
  );
}
