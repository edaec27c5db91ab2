'use client';
// « Choisir dans la médiathèque »: the library's grid in a dialog; a click picks the image.
import type { MediaItem } from '@/lib/data/media';
import { DialogFrame } from '../ui/dialog-frame';
import { MediaBrowser, useMediaPage } from './media-browser';

function PickerBody({ onPick }: { onPick: (item: MediaItem) => void }) {
  const media = useMediaPage(null);
  return (
    <MediaBrowser media={media} onChoose={onPick} chooseLabel={(item) => `Choisir ${item.fileName || 'cette image'}`} />
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
