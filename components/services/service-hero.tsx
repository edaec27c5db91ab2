// Hero of a service page: breadcrumb down to the service, « Service » eyebrow, the intro
// paragraph (children), the quote/portfolio actions and the « En bref » facts card.
import type { ReactNode } from 'react';
import { PageHero } from '@/components/ui/page-hero';
import type { Service } from '@/lib/copy/services';
import { HeroActions } from './hero-actions';
import { HeroFacts, type Fact } from './hero-facts';
import { serviceCrumbs } from './service-structured-data';

type Props = { service: Service; title: string; facts: Fact[]; portfolioLabel?: string; children: ReactNode };

export function ServiceHero({ service, title, facts, portfolioLabel, children }: Props) {
  return (
    <PageHero
      breadcrumbs={serviceCrumbs(service.title, service.href)}
      eyebrow="Service"
      title={title}
      description={<p>{children}</p>}
      actions={<HeroActions portfolioLabel={portfolioLabel} />}
      aside={<HeroFacts title="En bref" facts={facts} />}
    />
  );
}
