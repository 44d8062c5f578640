import { Link } from 'react-router-dom';
import type { HeroContent } from '../../content/home';
import { AppStoreBadges } from '@mboa/shared';
import { HomeSection, homeHeadingId } from './HomeSection';
import { HeroIllustration } from './HeroIllustration';

/** Section 2: the page's only h1, the app badges and the Discover More button. */
export function HeroSection({ content }: { content: HeroContent }) {
  return (
    <HomeSection name="hero" className="hero">
      <div className="hero__layout">
        <div className="hero__text" data-home-text="">
          <h1 id={homeHeadingId('hero')}>{content.heading}</h1>
          <p className="hero__lead">{content.lead}</p>
          <p className="hero__note">{content.note}</p>
          <div className="hero__actions">
            <Link className="button button--accent" to={content.discoverMore.href}>
              {content.discoverMore.text}
            </Link>
            <AppStoreBadges />
          </div>
        </div>
        <HeroIllustration />
      </div>
    </HomeSection>
  );
}
