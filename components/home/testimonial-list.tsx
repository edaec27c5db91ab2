'use client';
// The home testimonials. A client component: the page's RSC payload carries the quotes, not their
// markup and fifteen star icons again.
import { Reveal } from '@/components/ui/motion';
import { StarRating } from '@/components/ui/star-rating';
import { initials, type Testimonial } from '@/lib/copy/testimonials';
import type { ImageAttributes } from '@/lib/images/attributes';

/** What a card shows: the photo as its optimised attributes (computed on the server: no next/image here). */
export type ShownTestimonial = Pick<Testimonial, 'id' | 'content' | 'author' | 'company' | 'rating'> & {
  photoImage: ImageAttributes | null;
};

export function TestimonialList({ items }: { items: readonly ShownTestimonial[] }) {
  return (
    <ul className="mt-12 grid gap-6 lg:grid-cols-3">
      {items.map((t, i) => (
        <Reveal as="li" index={i} key={t.id}>
          <figure className="flex h-full flex-col rounded-2xl bg-white p-8 shadow-sm ring-1 ring-brand-100">
            <StarRating value={t.rating} />
            <blockquote className="mt-5 flex-1 text-slate-700">
              <p>«&#8239;{t.content}&#8239;»</p>
            </blockquote>
            <figcaption className="mt-6 flex items-center gap-4">
              {t.photoImage ? (
                // eslint-disable-next-line @next/next/no-img-element -- attributes from lib/images/attributes.ts
                <img
                  {...t.photoImage}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  decoding="async"
                  className="size-12 shrink-0 rounded-full object-cover"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-white"
                >
                  {initials(t.author)}
                </span>
              )}
              <span>
                <span className="block font-semibold text-slate-900">{t.author}</span>
                {t.company && <span className="block text-sm text-slate-600">{t.company}</span>}
              </span>
            </figcaption>
          </figure>
        </Reveal>
      ))}
    </ul>
  );
}
