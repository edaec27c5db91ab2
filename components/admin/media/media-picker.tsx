'use client';
// « Choisir dans la médiathèque »: the library's grid in a dialog, its list kept in the dialog's state; a click
// picks the image.
import type { MediaItem } from '@/lib/data/media';
import { DialogFrame } from '../ui/dialog-frame';
import { Spinner } from '../ui/controls';
import { ListPager } from '../ui/list-pager';
import { MEDIA_NOUN, MediaFilters, MediaGrid, useMediaPage } from './media-browser';

function PickerBody({ onPick }: { onPick: (item: MediaItem) => void }) {
  const media = useMediaPage();
  const { data } = media;
  return (
    <div>
      <MediaFilters
        params={media.params}
        unusedCount={data?.unusedCount ?? null}
        onChange={media.setParams}
        idPrefix="choix"
      />
      {media.error && (
        <p role="alert" className="mb-3 text-sm text-red-600">
          {media.error}
        </p>
      )}
      {data ? (
        <>
          <MediaGrid
            items={data.items}
            filtered={Boolean(media.query.q || media.query.unused)}
            onChoose={onPick}
            chooseLabel={(item) => `Choisir ${item.fileName || 'cette image'}`}
          />
          <ListPager
            total={data.total}
            page={data.page}
            pageCount={data.pageCount}
            noun={MEDIA_NOUN}
            onPage={media.setPage}
          />
        </>
      ) : (
        media.pending && <Spinner className="h-5 w-5 text-brand-600" />
      )}
    </div>
  );
}

export function MediaPicker({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (item: MediaItem) => void;
}) {
  return (
    <DialogFrame open={open} title="Choisir dans la médiathèque" onClose={onClose} wide>
      <PickerBody
        onPick={(item) => {
          onPick(item);
          onClose();
        }}
      />
    </DialogFrame>
  );
}
