'use client';
import { useId, useState, type Dispatch, type SetStateAction } from 'react';
import { ACCEPTED_IMAGE_TYPES, type UploadBucket } from '@/lib/validation/upload';
import { ChevronDownIcon, ChevronUpIcon, GripIcon, TrashIcon, UploadIcon } from '@/components/icons/admin';
import { Thumb } from '../ui/thumb';
import { IconButton, buttonClass, dropZoneClass, inputClass } from '../ui/controls';
import { MediaPicker } from '../media/media-picker';
import { savedItem, useUploads, type UploadItem } from '../hooks/use-uploads';

type Props = {
  bucket: UploadBucket;
  items: UploadItem[];
  setItems: Dispatch<SetStateAction<UploadItem[]>>;
  /** Alt text used when an image has none (the project title). */
  altFallback: string;
  disabled?: boolean;
  error?: string;
};

function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * Gallery editor: several files at once (picker or drop), per-file progress, reorder by drag and
 * drop or by the up/down buttons (keyboard), alt text per image, remove. The first image is the main one.
 */
export function ImageUploader({ bucket, items, setItems, altFallback, disabled, error }: Props) {
  const inputId = useId();
  const { addFiles, removeItem } = useUploads(bucket, setItems);
  const [dragKey, setDragKey] = useState<string | null>(null);
  const [overIndex, setOverIndex] = useState<number | null>(null);
  const [dropActive, setDropActive] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [picking, setPicking] = useState(false);

  const reorder = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    setItems((list) => move(list, from, to));
    setAnnouncement(`Image déplacée en position ${to + 1} sur ${items.length}${to === 0 ? ' (image principale)' : ''}`);
  };

  const isFileDrag = (e: React.DragEvent) => e.dataTransfer.types.includes('Files');

  return (
    <div>
      <div
        onDragOver={(e) => {
          if (!isFileDrag(e) || disabled) return;
          e.preventDefault();
          setDropActive(true);
        }}
        onDragLeave={() => setDropActive(false)}
        onDrop={(e) => {
          if (!isFileDrag(e) || disabled) return;
          e.preventDefault();
          setDropActive(false);
          void addFiles([...e.dataTransfer.files]);
        }}
        className={`flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-6 py-8 text-center transition ${dropZoneClass(dropActive, error)}`}
      >
        <UploadIcon className="size-7 text-slate-400" />
        <p className="text-sm text-slate-600">Glissez vos images ici ou</p>
        <label
          htmlFor={inputId}
          className={`${buttonClass.secondary} cursor-pointer ${disabled ? 'pointer-events-none opacity-50' : ''}`}
        >
          Choisir des images
        </label>
        <button type="button" className={buttonClass.secondary} disabled={disabled} onClick={() => setPicking(true)}>
          Choisir dans la médiathèque
        </button>
        <input
          id={inputId}
          type="file"
          multiple
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          disabled={disabled}
          className="sr-only"
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            void addFiles(files);
          }}
        />
        <p className="text-xs text-slate-500">
          JPEG, PNG, WebP ou GIF — 10 Mo maximum par image. La première image est l’image principale.
        </p>
      </div>

      <MediaPicker
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(picked) => {
          if (items.some((i) => i.url === picked.url)) return;
          setItems((list) => [...list, savedItem(picked.url, picked.alt || null)]);
          setAnnouncement(`Image ajoutée en position ${items.length + 1}`);
        }}
      />
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>

      {items.length > 0 && (
        <ol className="mt-4 space-y-3" aria-label="Images du projet">
          {items.map((item, index) => (
            <li
              key={item.key}
              draggable={!disabled}
              onDragStart={(e) => {
                setDragKey(item.key);
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', item.key);
              }}
              onDragOver={(e) => {
                if (dragKey === null || isFileDrag(e)) return;
                e.preventDefault();
                e.dataTransfer.dropEffect = 'move';
                setOverIndex(index);
              }}
              onDrop={(e) => {
                if (dragKey === null) return;
                e.preventDefault();
                const from = items.findIndex((i) => i.key === dragKey);
                reorder(from, index);
                setDragKey(null);
                setOverIndex(null);
              }}
              onDragEnd={() => {
                setDragKey(null);
                setOverIndex(null);
              }}
              data-testid="upload-item"
              className={`flex flex-wrap items-center gap-3 rounded-xl border bg-white p-3 sm:flex-nowrap ${
                overIndex === index && dragKey !== item.key
                  ? 'border-brand-500 ring-2 ring-brand-200'
                  : 'border-slate-200'
              } ${dragKey === item.key ? 'opacity-50' : ''}`}
            >
              <span className="cursor-grab text-slate-400" title="Glisser pour réordonner">
                <GripIcon />
              </span>
              {item.url ? (
                <Thumb src={item.url} alt={item.altText || altFallback || item.name} />
              ) : (
                <span className="flex h-16 w-24 shrink-0 items-center justify-center rounded-md border border-slate-200 bg-slate-50 text-xs text-slate-500">
                  {Math.round(item.progress * 100)} %
                </span>
              )}
              {/* On a phone the name and the text alternative take a row of their own, under the thumbnail and
                  the buttons: squeezed between them the field was a few characters wide. */}
              <div className="min-w-0 flex-1 max-sm:order-last max-sm:basis-full">
                <div className="mb-1 flex items-center gap-2 text-xs">
                  <span className="font-medium text-slate-700">Image {index + 1}</span>
                  {index === 0 && (
                    <span className="rounded-full bg-brand-100 px-2 py-0.5 font-semibold text-brand-800">
                      Image principale
                    </span>
                  )}
                  <span className="truncate text-slate-500">{item.name}</span>
                </div>
                {item.uploading ? (
                  <div>
                    <div
                      role="progressbar"
                      aria-label={`Téléchargement de ${item.name}`}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={Math.round(item.progress * 100)}
                      className="h-2 overflow-hidden rounded-full bg-slate-200"
                    >
                      <div
                        className="h-full rounded-full bg-brand-600 transition-[width]"
                        style={{ width: `${Math.round(item.progress * 100)}%` }}
                      />
                    </div>
                    <p className="mt-1 text-xs text-slate-500">
                      Téléchargement en cours… {Math.round(item.progress * 100)} %
                    </p>
                  </div>
                ) : (
                  <>
                    <label htmlFor={`${inputId}-alt-${item.key}`} className="sr-only">
                      Texte alternatif de l’image {index + 1}
                    </label>
                    <input
                      id={`${inputId}-alt-${item.key}`}
                      className={inputClass}
                      value={item.altText}
                      maxLength={300}
                      disabled={disabled}
                      placeholder={
                        altFallback
                          ? `Texte alternatif (par défaut : ${altFallback})`
                          : 'Texte alternatif (par défaut : le titre du projet)'
                      }
                      onChange={(e) => {
                        const altText = e.target.value;
                        setItems((list) => list.map((i) => (i.key === item.key ? { ...i, altText } : i)));
                      }}
                    />
                  </>
                )}
              </div>
              <div className="flex shrink-0 gap-1 max-sm:ml-auto">
                <IconButton
                  label={`Monter l’image ${index + 1}`}
                  disabled={disabled || index === 0}
                  onClick={() => reorder(index, index - 1)}
                >
                  <ChevronUpIcon />
                </IconButton>
                <IconButton
                  label={`Descendre l’image ${index + 1}`}
                  disabled={disabled || index === items.length - 1}
                  onClick={() => reorder(index, index + 1)}
                >
                  <ChevronDownIcon />
                </IconButton>
                <IconButton
                  label={`Supprimer l’image ${index + 1}`}
                  danger
                  disabled={disabled}
                  onClick={() => removeItem(item)}
                >
                  <TrashIcon />
                </IconButton>
              </div>
            </li>
          ))}
        </ol>
      )}
      {error && <p className="mt-2 text-sm text-red-600">{error}</p>}
    </div>
  );
}
