import { MediaLibrary } from '@/components/admin/media/media-library';
import { adminScreen } from '@/components/admin/shell/admin-screen';
import { screenMetadata } from '@/components/admin/shell/screens';
import { mediaListParams, readMediaListQuery } from '@/lib/admin/list-query';
import { listMedia, mediaViewer } from '@/lib/data/media';

export const metadata = screenMetadata('media');

export default adminScreen('media', {
  load: (params, user) => listMedia(readMediaListQuery(params), mediaViewer(user)),
  render: (result, params) => <MediaLibrary result={result} params={mediaListParams(readMediaListQuery(params))} />,
});
