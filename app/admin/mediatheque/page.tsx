import type { Metadata } from 'next';
import { MediaLibrary } from '@/components/admin/media/media-library';
import { adminScreen } from '@/components/admin/shell/admin-screen';
import { mediaListParams, readMediaListQuery } from '@/lib/admin/list-query';
import { MSG } from '@/lib/copy/messages';
import { listMedia } from '@/lib/data/media';

export const metadata: Metadata = { title: 'Médiathèque' };

export default adminScreen({
  title: 'Médiathèque',
  what: 'media',
  loading: 'Chargement des images...',
  failure: MSG.load.images,
  load: (params) => listMedia(readMediaListQuery(params)),
  render: (result, params) => <MediaLibrary result={result} params={mediaListParams(readMediaListQuery(params))} />,
});
