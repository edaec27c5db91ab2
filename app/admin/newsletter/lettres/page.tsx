import type { Metadata } from 'next';
import { IssuesManager } from '@/components/admin/newsletter/issues-manager';
import { adminScreen } from '@/components/admin/shell/admin-screen';
import { subscriberCounts } from '@/lib/data/newsletter';
import { listIssueCandidates, listIssues } from '@/lib/data/newsletter-issues';

export const metadata: Metadata = { title: 'Lettres' };

export default adminScreen({
  title: 'Lettres',
  what: 'newsletter issues',
  loading: 'Chargement des lettres...',
  failure: 'Erreur lors du chargement des lettres',
  load: async () => {
    const [issues, candidates, counts] = await Promise.all([listIssues(), listIssueCandidates(), subscriberCounts()]);
    return { issues, candidates, subscribers: counts.confirmed };
  },
  render: ({ issues, candidates, subscribers }) => (
    <IssuesManager issues={issues} candidates={candidates} subscribers={subscribers} />
  ),
});
