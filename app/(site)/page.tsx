import type { Metadata } from 'next';
import { HomeBlogTeaser } from '@/components/home/blog-teaser';
import { ClosingCta } from '@/components/home/closing-cta';
import { HomeHero } from '@/components/home/hero';
import { HomePortfolio } from '@/components/home/portfolio-section';
import { HomeServices } from '@/components/home/services-section';
import { HomeTestimonials } from '@/components/home/testimonials-section';
import { HomeTutorialsTeaser } from '@/components/home/tutorials-teaser';
import { DELAYED_PAGES } from '@/lib/copy/pages';
import { getSiteDetails } from '@/lib/data/settings';
import { JsonLd } from '@/lib/seo/json-ld';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/structured-data';
import { textPageMetadata } from '@/lib/seo/page-search';
import { withTypography } from '@/lib/typography/tree';

export async function generateMetadata(): Promise<Metadata> {
  return textPageMetadata('home', DELAYED_PAGES.home((await getSiteDetails()).delays));
}

async function HomePage() {
  return (
    <>
      <JsonLd data={[organizationJsonLd(await getSiteDetails()), websiteJsonLd()]} />
      <HomeHero />
      <HomeServices />
      <HomePortfolio />
      <HomeTestimonials />
      <HomeBlogTeaser />
      <HomeTutorialsTeaser />
      <ClosingCta />
    </>
  );
}

export default withTypography(HomePage);
