import { adminScreen } from '@/components/admin/shell/admin-screen';
import { screenMetadata } from '@/components/admin/shell/screens';
import { AuthorStatisticsView } from '@/components/admin/statistics/author-view';
import { StatisticsView } from '@/components/admin/statistics/statistics-view';
import { readPeriod } from '@/lib/audience/period';
import { audienceReport, authorArticlePaths, letterSubjects, pageViewsOf } from '@/lib/data/audience-report';

export const metadata = screenMetadata('statistics');

// Administrators and editors see the whole audience; an author, the page views of their own articles.
export default adminScreen('statistics', {
  load: async (params, user) => {
    const { choice, period } = readPeriod(params);
    if (user.role === 'author') {
      const articles = await authorArticlePaths(user.id);
      const views = await pageViewsOf(
        articles.map((a) => a.path),
        period,
      );
      const rows = articles
        .map((a) => ({ ...a, count: views.find((v) => v.dim === a.path)?.count ?? 0 }))
        .sort((a, b) => b.count - a.count);
      return { kind: 'author' as const, choice, period, rows };
    }
    const report = await audienceReport(period);
    const letters = await letterSubjects(
      (report.top.campaigns ?? [])
        .map((r) => r.dim)
        .concat((report.top.letter_links ?? []).map((r) => r.dim.split('|')[0]!)),
    );
    return { kind: 'all' as const, choice, report, letters };
  },
  render: (data) => {
    if (data.kind === 'author')
      return <AuthorStatisticsView rows={data.rows} choice={data.choice} from={data.period.from} to={data.period.to} />;
    const { from, to } = data.report.period;
    return (
      <StatisticsView
        report={data.report}
        choice={data.choice}
        letters={data.letters}
        exportHref={`/admin/statistiques/export?periode=dates&du=${from}&au=${to}`}
      />
    );
  },
});
