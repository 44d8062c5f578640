import { AppStoreBadges, useLocalisedHref } from '@mboa/shared';
import { Link } from 'react-router-dom';
import type { HeroContent } from './home';
import { useAppStoreBadgeText } from '../../chrome/chromeText';
import { HomeSection, homeHeadingId } from './HomeSection';
import { HeroIllustration } from './HeroIllustration';

/** Section 2: the page's only h1, the app badges and the Discover More button. */
export function HeroSection({ content }: { content: HeroContent }) {
  const href = useLocalisedHref();
  const badgeText = useAppStoreBadgeText();
  return (
    <HomeSection name="hero" className="hero" serverHtml>
      <div className="hero__layout">
        <div className="hero__text" data-home-text="">
          <h1 id={homeHeadingId('hero')}>{content.heading}</h1>
          <p className="hero__lead">{content.lead}</p>
          <p className="hero__note">{content.note}</p>
          <div className="hero__actions">
            <Link className="button button--accent" to={href(content.discoverMore.href)}>
              {content.discoverMore.text}
            </Link>
            <AppStoreBadges text={badgeText} />
          </div>
        </div>
        <HeroIllustration />
      </div>
    </HomeSection>
  );
}
