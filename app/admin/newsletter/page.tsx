import type { Metadata } from 'next';
import { SubscribersManager } from '@/components/admin/newsletter/subscribers-manager';
import { adminScreen } from '@/components/admin/shell/admin-screen';
import { readSubscriberListQuery, subscriberListParams } from '@/lib/admin/list-query';
import { listSubscribersPage } from '@/lib/data/newsletter';

export const metadata: Metadata = { title: 'Newsletter' };

export default adminScreen({
  title: 'Newsletter',
  what: 'newsletter subscribers',
  loading: 'Chargement des abonnés...',
  failure: 'Erreur lors du chargement des abonnés',
  load: (params) => listSubscribersPage(readSubscriberListQuery(params)),
  render: (result, params) => (
    <SubscribersManager result={result} params={subscriberListParams(readSubscriberListQuery(params))} />
  ),
});
