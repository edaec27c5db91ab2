import { Section } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';
import { TESTIMONIALS } from '@/lib/content/testimonials';
import { TestimonialList } from './testimonial-list';
import { withTypography } from '@/lib/typography/tree';

function HomeTestimonialsUntypeset() {
  return (
    <Section tone="brand" labelledBy="temoignages-titre">
      <SectionHeading
        id="temoignages-titre"
        eyebrow="Témoignages"
        title="Ils nous font confiance"
        description="Éditeurs, auteurs indépendants et rédactions en France, en Belgique et en Suisse."
      />
      <TestimonialList items={TESTIMONIALS} />
    </Section>
  );
}

/** HomeTestimonials, with French typography on its copy (lib/typography/tree.tsx). */
export const HomeTestimonials = withTypography(HomeTestimonialsUntypeset);
