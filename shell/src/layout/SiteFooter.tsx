import { useRef, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ANCHOR_PAGE_ATTRIBUTE,
  AppStoreBadges,
  copyrightLine,
  HeadOfficeAddress,
  identity,
  LineIcon,
  navigateOnLinkClick,
  regulatoryFacts,
  ServerHtml,
  type SocialLink,
  useLanguage,
  useLocalisedHref,
} from '@mboa/shared';
import type { FooterColumn, FooterLink } from '../chrome/chrome';
import { useChromeText } from '../chrome/chromeText';
import { keepShownColumnOpen, useColumnsFollowWidth } from './footerColumns';

/**
 * The site footer; on a phone its link columns are closed disclosures (footerColumns.ts), the rest always shows. Its
 * content has no handler of its own, so a composed page keeps it as the server wrote it (ServerHtml); the footer's one
 * click handler follows its links in the app and keeps a shown column open.
 */
export function SiteFooter() {
  const footerRef = useRef<HTMLElement>(null);
  useColumnsFollowWidth(footerRef);
  const { footer: text, appStoreBadges } = useChromeText();
  const language = useLanguage();
  const navigate = useNavigate();
  return (
    <footer className="site-footer" ref={footerRef} onClick={(event) => followFooterClick(event, navigate)}>
      <ServerHtml className="container">
        <div className="site-footer__columns">
          {text.columns.map((column) => (
            <FooterLinkColumn key={column.id} column={column} />
          ))}
        </div>
        <div className="site-footer__details">
          <FooterDetail
            id="footer-social"
            heading={text.followUs}
            className="site-footer__detail site-footer__detail--social"
          >
            <SocialLinks links={identity.social} label={text.socialLinkLabel} />
          </FooterDetail>
          <FooterDetail
            id="footer-app"
            className="site-footer__detail site-footer__detail--app"
            heading={text.getTheApp}
          >
            <AppStoreBadges text={appStoreBadges} />
          </FooterDetail>
          <FooterDetail
            id="footer-office"
            className="site-footer__detail site-footer__detail--office"
            heading={text.headOffice}
          >
            <HeadOfficeAddress className="site-footer__address" />
          </FooterDetail>
          <FooterDetail
            id="footer-regulatory"
            className="site-footer__detail site-footer__detail--regulatory"
            heading={text.regulatoryInformation}
          >
            <dl className="site-footer__regulatory">
              {regulatoryFacts(language).map((item) => (
                <div key={item.label}>
                  <dt>{item.label}</dt>
                  <dd>{item.value}</dd>
                </div>
              ))}
            </dl>
          </FooterDetail>
        </div>
        {/* The year is the day's, read while rendering: a page rendered on the server in one year
            and hydrated in the next keeps the server's year until the next render rather than
            reporting a mismatch. The one text node it applies to. */}
        <p className="site-footer__copyright" suppressHydrationWarning>
          {copyrightLine()}
        </p>
      </ServerHtml>
    </footer>
  );
}

/** One block of the footer's details, named by its heading. */
function FooterDetail({
  id,
  heading,
  className,
  children,
}: {
  id: string;
  heading: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <h2 id={`${id}-heading`} className="site-footer__heading">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** A link column (`data-footer-column`, for tests): its heading is the summary, and names its landmark at any width. */
function FooterLinkColumn({ column }: { column: FooterColumn }) {
  const headingId = `footer-${column.id}-heading`;
  return (
    <nav className="site-footer__column" aria-labelledby={headingId} data-footer-column={column.id}>
      <details className="site-footer__disclosure">
        <summary className="site-footer__summary">
          <h2 id={headingId} className="site-footer__heading">
            {column.heading}
          </h2>
          <LineIcon className="site-footer__chevron" strokeWidth={2.25}>
            <path d="m6 9 6 6 6-6" />
          </LineIcon>
        </summary>
        <ul className="site-footer__links">
          {column.links.map((link) => (
            <li key={link.href}>
              <FooterLinkItem link={link} />
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}

/** Routes in the visitor's language; in-page anchors keep the product contract's href and name their page. */
function FooterLinkItem({ link }: { link: FooterLink }) {
  const href = useLocalisedHref();
  if (!link.href.startsWith('#')) return <a href={href(link.href)}>{link.text}</a>;
  return (
    <a href={link.href} {...(link.anchorPage ? { [ANCHOR_PAGE_ATTRIBUTE]: href(link.anchorPage) } : {})}>
      {link.text}
    </a>
  );
}

/** A column's summary keeps a shown column open; a link of the site is followed in the app. */
function followFooterClick(event: MouseEvent<HTMLElement>, navigate: (to: string) => void): void {
  if (event.target instanceof Element && event.target.closest('summary')) keepShownColumnOpen(event);
  else navigateOnLinkClick(event, navigate);
}

function SocialLinks({
  links,
  label,
}: {
  links: readonly SocialLink[];
  label: (network: SocialLink['network']) => string;
}) {
  return (
    <ul className="social-links">
      {links.map((link) => (
        <li key={link.network}>
          <a className="social-links__link" href={link.href} target="_blank" rel="noopener noreferrer">
            <SocialIcon network={link.network} />
            <span className="visually-hidden">{label(link.network)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Simplified line icons of the networks, decorative: the link text names the network. */
function SocialIcon({ network }: { network: SocialLink['network'] }) {
  return (
    <LineIcon className="social-links__icon" strokeWidth={2}>
      {socialShapes[network]}
    </LineIcon>
  );
}

const socialShapes: Record<SocialLink['network'], ReactElement> = {
  Facebook: <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
  X: <path d="M4 4l11.7 16H20L8.3 4zM4 20l6.8-7.2M20 4l-6.8 7.2" />,
  Instagram: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </>
  ),
  LinkedIn: (
    <>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect x="2" y="9" width="4" height="12" />
      <circle cx="4" cy="4" r="2" />
    </>
  ),
};
