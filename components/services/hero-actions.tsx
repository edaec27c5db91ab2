// The two hero calls to action of the home and service pages: quote request and portfolio.
import { ButtonLink } from '@/components/ui/button-link';

export function HeroActions({ portfolioLabel = 'Voir nos réalisations' }: { portfolioLabel?: string }) {
  return (
    <>
      <ButtonLink href="/contact" size="lg">
        Demander un devis
      </ButtonLink>
      <ButtonLink href="/portfolio" size="lg" variant="secondary">
        {portfolioLabel}
      </ButtonLink>
    </>
  );
}
