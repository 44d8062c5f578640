import { Spinner } from '@mboa/shared';
import { FeatureSection } from '../components/home/FeatureSection';
import { HeroSection } from '../components/home/HeroSection';
import { ProductsSection } from '../components/home/ProductsSection';
import { TestimonialsSection } from '../components/home/TestimonialsSection';
import '../components/home/home.css';
import type { HomeContent } from '../content/home';

/**
 * The home page: the loading overlay for 500 ms, then sections 2 to 10. The site
 * header (section 1) and footer (section 11) come from the app layout.
 *
 * The sections are always rendered: in the server's HTML, and at once in the browser. The
 * overlay covers them and hides itself at 500 ms by CSS alone (`page-load-overlay`, shell.css),
 * so it works before the script runs and with JavaScript off, and it starts again whenever the
 * page is mounted again after a client-side navigation (a new element).
 */
export default function HomePage({ content }: { content: HomeContent }) {
  return (
    <>
      <Spinner label={content.loadingText} fullScreen className="page-load-overlay" />
      <HeroSection content={content.hero} />
      <FeatureSection content={content.personalBanking} />
      <FeatureSection content={content.businessBanking} />
      <ProductsSection content={content.products} />
      <FeatureSection content={content.freeTransfer} />
      <FeatureSection content={content.njangieGroup} />
      <FeatureSection content={content.meetingHouse} />
      <TestimonialsSection content={content.testimonials} />
      <FeatureSection content={content.openAccount} />
    </>
  );
}
