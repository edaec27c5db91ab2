import { IssuesManager } from '@/components/admin/newsletter/issues-manager';
import { adminScreen } from '@/components/admin/shell/admin-screen';
import { screenMetadata } from '@/components/admin/shell/screens';
import { subscriberCounts } from '@/lib/data/newsletter';
import { listIssueCandidates, listIssues } from '@/lib/data/newsletter-issues';

export const metadata = screenMetadata('issues');

export default adminScreen('issues', {
  load: async () => {
    const [issues, candidates, counts] = await Promise.all([listIssues(), listIssueCandidates(), subscriberCounts()]);
    return { issues, candidates, subscribers: counts.confirmed };
  },
  render: ({ issues, candidates, subscribers }) => (
    <IssuesManager issues={issues} candidates={candidates} subscribers={subscribers} />
  ),
});
