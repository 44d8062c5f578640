import type { ProductPageContent } from '../content/productPage';
import { FactList } from './FactList';
import { FeatureBlock } from './FeatureBlock';
import { Checklist, ListSection } from './ListSection';
import { OptionCards } from './OptionCards';
import { PageEnd } from './PageEnd';
import { PageBanner } from './PageBanner';
import { SupportLine } from './SupportLine';

export function ProductPage({ content }: { content: ProductPageContent }) {
  const { banner, overview, options, eligibility, fees, nextStep, related } = content;
  return (
    <>
      <PageBanner title={banner.title} description={banner.description}>
        <SupportLine text={content.support} />
      </PageBanner>
      <FeatureBlock
        id="overview-heading"
        heading={overview.heading}
        paragraphs={overview.paragraphs}
        features={overview.features}
        illustration={overview.illustration}
      />
      {options && (
        <ListSection id="options-heading" heading={options.heading} intro={options.intro}>
          <OptionCards options={options.items} />
        </ListSection>
      )}
      {eligibility && (
        <ListSection id="eligibility-heading" heading={eligibility.heading} intro={eligibility.intro} tinted>
          <Checklist items={eligibility.items} />
        </ListSection>
      )}
      {fees && (
        <ListSection id="fees-heading" heading={fees.heading} intro={fees.note}>
          <FactList facts={fees.facts} />
        </ListSection>
      )}
      <PageEnd nextStep={nextStep} related={related} />
    </>
  );
}
