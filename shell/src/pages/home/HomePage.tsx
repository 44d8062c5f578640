import { Suspense, type ReactElement } from 'react';
import { FeatureSection } from './FeatureSection';
import { HeroSection } from './HeroSection';
import { ProductsSection } from './ProductsSection';
import { TestimonialsSection } from './TestimonialsSection';
import './home.css';
import type { HomeContent, HomeSectionName } from './home';

/**
 * Home sections 2 to 10, always rendered; the header, footer and loading overlay come from the app's layout. A
 * boundary per section: a tap before the app has taken the page over hydrates the tapped section alone, at once.
 */
export default function HomePage({ content }: { content: HomeContent }) {
  const sections: [HomeSectionName, ReactElement][] = [
    ['hero', <HeroSection content={content.hero} />],
    [content.personalBanking.name, <FeatureSection content={content.personalBanking} />],
    [content.businessBanking.name, <FeatureSection content={content.businessBanking} />],
    ['products', <ProductsSection content={content.products} />],
    [content.freeTransfer.name, <FeatureSection content={content.freeTransfer} />],
    [content.njangieGroup.name, <FeatureSection content={content.njangieGroup} />],
    [content.meetingHouse.name, <FeatureSection content={content.meetingHouse} />],
    ['testimonials', <TestimonialsSection content={content.testimonials} />],
    [content.openAccount.name, <FeatureSection content={content.openAccount} />],
  ];
  return sections.map(([name, section]) => <Suspense key={name}>{section}</Suspense>);
}
