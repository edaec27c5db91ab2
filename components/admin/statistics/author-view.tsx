// An author's « Statistiques »: the page views of their own published articles, nothing of anyone else's.
import { PageHeader } from '@/components/admin/ui/controls';
import type { PeriodChoice } from '@/lib/audience/period';
import { CountTable, PeriodPicker, Section, longDay } from './parts';

/** An author's « Statistiques »: the page views of their own published articles. */
export function AuthorStatisticsView({
  rows,
  choice,
  from,
  to,
}: {
  rows: { path: string; title: string; count: number }[];
  choice: PeriodChoice;
  from: string;
  to: string;
}) {
  return (
    <>
      <PageHeader title="Statistiques" description={`Vos articles publiés, du ${longDay(from)} au ${longDay(to)}.`} />
      <PeriodPicker choice={choice} from={from} to={to} />
      <Section title="Vos articles">
        <CountTable
          caption="Pages vues de vos articles"
          head={['Article', 'Vues']}
          rows={rows.map((r) => ({ key: r.path, label: r.title, count: r.count }))}
          empty="Aucun article publié, ou aucune visite sur cette période."
        />
      </Section>
    </>
  );
}
