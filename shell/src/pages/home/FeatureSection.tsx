import { AppStoreBadges, callToActionHref, linkMailAddresses, useLanguage, useLocalisedHref } from '@mboa/shared';
import { Link } from 'react-router-dom';
import type { FeatureContent } from './home';
import { useAppStoreBadgeText } from '../../chrome/chromeText';
import { HomeSection, homeHeadingId } from './HomeSection';
import { Icon } from './Icon';

/** A text section leading to one page (home sections 3, 4, 6, 7, 8 and 10): text, a panel, the action (home.css). */
export function FeatureSection({ content }: { content: FeatureContent }) {
  const headingId = homeHeadingId(content.name);
  return (
    <HomeSection name={content.name} tinted={content.tinted} className="feature" serverHtml>
      <div className="feature__layout">
        <div className="feature__text" data-home-text="">
          <p className="feature__eyebrow">{content.eyebrow}</p>
          <h2 id={headingId}>{content.heading}</h2>
          {content.paragraphs.map((paragraph) => (
            <p key={paragraph}>{linkMailAddresses(paragraph)}</p>
          ))}
        </div>
        <div className="feature__panel">
          <div className="feature__emblem">
            <Icon name={content.icon} className="feature__icon" />
          </div>
          <ul className="feature__highlights">
            {content.highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
        </div>
        <div className="feature__actions">
          <FeatureAction action={content.action} />
          {content.showAppBadges && <AppBadges />}
        </div>
      </div>
    </HomeSection>
  );
}

/** A page of the site opens in the app's router, in the page's language; a mail action is a mail link. */
function FeatureAction({ action }: { action: FeatureContent['action'] }) {
  const language = useLanguage();
  const href = useLocalisedHref();
  if (action.kind === 'route') {
    return (
      <Link className="button" to={href(action.to)}>
        {action.label}
      </Link>
    );
  }
  return (
    <a className="button" href={callToActionHref(action, language)}>
      {action.label}
    </a>
  );
}

function AppBadges() {
  return <AppStoreBadges text={useAppStoreBadgeText()} />;
}
