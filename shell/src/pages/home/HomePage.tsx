import { Suspense } from 'react';
import { FeatureSection } from './FeatureSection';
import { HeroSection } from './HeroSection';
import { ProductsSection } from './ProductsSection';
import { TestimonialsSection } from './TestimonialsSection';
import './home.css';
import type { HomeContent } from './home';

/**
 * Home sections 2 to 10, always rendered; the header, footer and loading overlay come from the app's layout. A
 * boundary per section: a tap before the app has taken the page over hydrates the tapped section alone, at once.
 */
export default function HomePage({ content }: { content: HomeContent }) {
  return (
    <>
      <Suspense>
        <HeroSection content={content.hero} />
      </Suspense>
      <Suspense>
        <FeatureSection content={content.personalBanking} />
      </Suspense>
      <Suspense>
        <FeatureSection content={content.businessBanking} />
      </Suspense>
      <Suspense>
        <ProductsSection content={content.products} />
      </Suspense>
      <Suspense>
        <FeatureSection content={content.freeTransfer} />
      </Suspense>
      <Suspense>
        <FeatureSection content={content.njangieGroup} />
      </Suspense>
      <Suspense>
        <FeatureSection content={content.meetingHouse} />
      </Suspense>
      <Suspense>
        <TestimonialsSection content={content.testimonials} />
      </Suspense>
      <Suspense>
        <FeatureSection content={content.openAccount} />
      </Suspense>
    </>
  );
}
