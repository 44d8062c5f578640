import { FeatureSection } from './FeatureSection';
import { HeroSection } from './HeroSection';
import { ProductsSection } from './ProductsSection';
import { TestimonialsSection } from './TestimonialsSection';
import './home.css';
import type { HomeContent } from './home';

/**
 * The home page: sections 2 to 10. The site header (section 1) and footer (section 11) come from
 * the app layout, and so does the 500 ms loading overlay over them all
 * (pages/home/HomeLoadingOverlay.tsx): it has to come before the header in the document.
 *
 * The sections are always rendered: in the server's HTML, and at once in the browser, under
 * the overlay.
 */
export default function HomePage({ content }: { content: HomeContent }) {
  return (
    <>
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
