'use client';
// Price cards of a service's plans: name, « À partir de » price with its unit, inclusions.
// A client component: service pages' RSC payloads carry the plans' data, not their markup again.
import { ButtonLink } from '@/components/ui/button-link';
import { CheckIcon } from '@/components/icons/frame';
import { RevealList } from '@/components/ui/reveal-list';
import { formatPrice } from '@/lib/format/number';
import type { Plan } from '@/lib/copy/pricing';

function PlanCard({ plan, ctaLabel }: { plan: Plan; ctaLabel: string }) {
  return (
    <article
      className={`relative flex h-full flex-col rounded-2xl bg-white p-8 ${plan.highlighted ? 'shadow-xl ring-2 ring-brand-600' : 'shadow-sm ring-1 ring-slate-200'}`}
    >
      {plan.highlighted ? (
        <p className="absolute -top-3 left-8 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
          Le plus demandé
        </p>
      ) : null}
      <h3 className="text-xl font-bold text-slate-900">{plan.name}</h3>
      <p className="mt-2 text-slate-600">{plan.description}</p>
      <p className="mt-6 text-sm font-medium text-slate-600">À partir de</p>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-bold tracking-tight text-slate-900" data-price={plan.price}>
          {formatPrice(plan.price)}
        </span>
        <span className="text-sm text-slate-600">{plan.unit}</span>
      </p>
      <ul className="mt-6 space-y-3 text-sm text-slate-700">
        {plan.includes.map((item) => (
          <li key={item} className="flex items-start gap-2">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-brand-600" />
            {item}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-8">
        <ButtonLink href="/contact" variant={plan.highlighted ? 'primary' : 'secondary'} className="w-full">
          {ctaLabel}
          <span className="sr-only">&nbsp;: {plan.name}</span>
        </ButtonLink>
      </div>
    </article>
  );
}

export function PricingCards({ plans, ctaLabel = 'Demander un devis' }: { plans: Plan[]; ctaLabel?: string }) {
  const cols = plans.length >= 3 ? 'lg:grid-cols-3' : 'md:grid-cols-2';
  return (
    <RevealList
      items={plans}
      className={`mx-auto grid max-w-5xl gap-6 ${cols}`}
      render={(plan) => <PlanCard plan={plan} ctaLabel={ctaLabel} />}
    />
  );
}
