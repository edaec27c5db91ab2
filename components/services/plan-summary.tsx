// Compact price list of one service (services overview): plan name, « from » price, unit.
import Link from '@/components/ui/link';
import { ArrowRightIcon } from '@/components/icons/site';
import { formatPrice } from '@/lib/format/number';
import type { Plan } from '@/lib/copy/pricing';

export function PlanSummary({
  title,
  href,
  plans,
  note,
}: {
  title: string;
  href: string;
  plans: Plan[];
  note?: string;
}) {
  return (
    <article className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <h3 className="text-xl font-bold text-slate-900">{title}</h3>
      {note ? <p className="mt-1 text-sm text-slate-600">{note}</p> : null}
      <dl className="mt-6 divide-y divide-slate-200">
        {plans.map((plan) => (
          <div key={plan.id} className="flex items-baseline justify-between gap-4 py-3">
            <dt className="text-slate-700">
              <span className="font-semibold text-slate-900">{plan.name}</span>
              <span className="block text-sm">{plan.description}</span>
            </dt>
            <dd className="text-right whitespace-nowrap" data-price={plan.price}>
              <span className="text-xs text-slate-600">dès </span>
              <span className="text-lg font-bold text-slate-900">{formatPrice(plan.price)}</span>
              <span className="block text-xs text-slate-600">{plan.unit}</span>
            </dd>
          </div>
        ))}
      </dl>
      <Link href={href} className="card-more mt-auto self-start rounded-md pt-6">
        Voir le détail<span className="sr-only">&nbsp;: {title}</span>
        <ArrowRightIcon className="size-4" />
      </Link>
    </article>
  );
}
