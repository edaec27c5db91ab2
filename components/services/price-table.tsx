// Plans as a table (magazine prices, Word plans): plan, content, « from » price. One card per plan
// on phones, so every price stays in view.
import { StackedTable } from '@/components/ui/stacked-table';
import { formatPrice } from '@/lib/format/number';
import type { Plan } from '@/lib/copy/pricing';

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
    <StackedTable
      caption={caption}
      rows={plans}
      rowKey={(plan) => plan.id}
      rowClassName={(plan) => (plan.highlighted ? 'bg-brand-50/60' : undefined)}
      columns={[
        { key: 'name', label: 'Formule', cell: (plan) => plan.name },
        {
          key: 'content',
          label: contentLabel,
          className: 'text-slate-700',
          bareOnPhone: true,
          cell: (plan) => plan.description,
        },
        {
          key: 'price',
          label: 'Prix (à partir de)',
          className: 'md:text-right md:whitespace-nowrap',
          bareOnPhone: true,
          cell: (plan) => (
            <span data-price={plan.price}>
              <span className="md:sr-only">À partir de </span>
              <span className="text-lg font-bold text-slate-900">{formatPrice(plan.price)}</span>{' '}
              <span className="text-slate-600">{plan.unit}</span>
            </span>
          ),
        },
      ]}
    />
  );
}
