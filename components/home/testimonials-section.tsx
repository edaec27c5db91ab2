import { Section } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';
import { getTestimonials } from '@/lib/data/testimonials';
import { fillImageAttributes } from '@/lib/images/attributes';
import { TestimonialList } from './testimonial-list';
import { withTypography } from '@/lib/typography/tree';

async function HomeTestimonialsUntypeset() {
  const { items } = await getTestimonials();
  if (items.length === 0) return null;
  // Only what a card shows goes into the page's payload.
  const shown = items.map(({ id, content, author, company, rating, photo }) => ({
    id,
    content,
    author,
    company,
    rating,
    photoImage: photo ? fillImageAttributes(photo, '48px') : null,
  }));
  return (
    <Section tone="brand" labelledBy="temoignages-titre">
      <SectionHeading
        id="temoignages-titre"
        eyebrow="Témoignages"
        title="Ils nous font confiance"
        description="Éditeurs, auteurs indépendants et rédactions en France, en Belgique et en Suisse."
      />
      <TestimonialList items={shown} />
    </Section>
  );
}

/** HomeTestimonials, with French typography on its copy (lib/typography/tree.tsx). */
export const HomeTestimonials = withTypography(HomeTestimonialsUntypeset);
