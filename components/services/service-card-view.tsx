'use client';
// Service card: category badge, price badge, description, three features, « En savoir plus ».
// A client component fed only what it shows, so pages' RSC payloads carry data, not markup.
import Link from '@/components/ui/link';
import { ArrowRightIcon, CheckIcon } from '@/components/icons/frame';
import type { Service } from '@/lib/copy/services';

export type ServiceCardData = Pick<Service, 'title' | 'description' | 'href' | 'category' | 'features'> & {
  /** « À partir de 6 € / page » */
  priceText: string;
};

export function ServiceCardView({
  service,
  headingLevel = 'h3',
}: {
  service: ServiceCardData;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <article className="group panel flex h-full flex-col transition-shadow hover:shadow-lg sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700 ring-1 ring-brand-100">
          {service.category}
        </span>
        <span className="rounded-full bg-amber-50 px-3 py-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-200">
          {service.priceText}
        </span>
      </div>
      <Heading className="mt-5 text-xl font-bold text-slate-900">{service.title}</Heading>
      <p className="mt-3 text-slate-600">{service.description}</p>
      <ul className="mt-5 space-y-2 text-sm text-slate-700">
        {service.features.map((f) => (
          <li key={f} className="flex items-start gap-2">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-brand-600" />
            {f}
          </li>
        ))}
      </ul>
      <Link href={service.href} className="card-more mt-auto self-start rounded-md pt-6">
        En savoir plus<span className="sr-only">&nbsp;: {service.title}</span>
        <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-1" />
      </Link>
    </article>
  );
}
