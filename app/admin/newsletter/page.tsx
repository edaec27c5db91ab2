import { SubscribersManager } from '@/components/admin/newsletter/subscribers-manager';
import { adminScreen } from '@/components/admin/shell/admin-screen';
import { screenMetadata } from '@/components/admin/shell/screens';
import { readSubscriberListQuery, subscriberListParams } from '@/lib/admin/list-query';
import { listSubscribersPage } from '@/lib/data/newsletter';

export const metadata = screenMetadata('subscribers');

export default adminScreen('subscribers', {
  load: (params) => listSubscribersPage(readSubscriberListQuery(params)),
  render: (result, params) => (
    <SubscribersManager result={result} params={subscriberListParams(readSubscriberListQuery(params))} />
  ),
});
