// Plans as a table (magazine prices, Word plans): plan, content, « from » price.
import { formatPrice } from '@/lib/content/format';
import type { Plan } from '@/lib/content/pricing';

export function PriceTable({
  plans,
  caption,
  contentLabel = 'Contenu',
}: {
  plans: Plan[];
  caption: string;
  contentLabel?: string;
}) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-6 py-4 font-semibold">
              Formule
            </th>
            <th scope="col" className="px-6 py-4 font-semibold">
              {contentLabel}
            </th>
            <th scope="col" className="px-6 py-4 text-right font-semibold">
              Prix (à partir de)
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {plans.map((plan) => (
            <tr key={plan.id} className={plan.highlighted ? 'bg-brand-50/60' : undefined}>
              <th scope="row" className="px-6 py-4 font-semibold text-slate-900">
                {plan.name}
              </th>
              <td className="px-6 py-4 text-slate-700">{plan.description}</td>
              <td className="px-6 py-4 text-right whitespace-nowrap">
                <span className="text-lg font-bold text-slate-900">{formatPrice(plan.price)}</span>{' '}
                <span className="text-slate-600">{plan.unit}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
