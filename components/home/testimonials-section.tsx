import { Section } from '@/components/ui/container';
import { Reveal } from '@/components/ui/motion';
import { SectionHeading } from '@/components/ui/section-heading';
import { StarRating } from '@/components/ui/star-rating';
import { TESTIMONIALS } from '@/lib/content/testimonials';

export function HomeTestimonials() {
  return (
    <Section tone="brand" labelledBy="temoignages-titre">
      <SectionHeading id="temoignages-titre" eyebrow="Témoignages" title="Ils nous font confiance" description="Éditeurs, auteurs indépendants et rédactions en France, en Belgique et en Suisse." />
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {TESTIMONIALS.map((t, i) => (
          <Reveal as="li" index={i} key={t.id}>
            <figure className="flex h-full flex-col rounded-2xl bg-white p-8 shadow-sm ring-1 ring-brand-100">
              <StarRating value={t.rating} />
              <blockquote className="mt-5 flex-1 text-slate-700">
                <p>« {t.content} »</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-4">
                <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-brand-600 font-semibold text-white">
                  {t.avatar}
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{t.author}</span>
                  <span className="block text-sm text-slate-600">{t.company}</span>
                </span>
              </figcaption>
            </figure>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
