import { FeatureSection } from './FeatureSection';
import { HeroSection } from './HeroSection';
import { ProductsSection } from './ProductsSection';
import { TestimonialsSection } from './TestimonialsSection';
import './home.css';
import type { HomeContent } from './home';

/** Home sections 2 to 10, always rendered; the header, footer and loading overlay come from the app's layout. */
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
