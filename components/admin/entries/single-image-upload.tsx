'use client';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '@/components/ui/toaster';
import { MSG, TOAST } from '@/lib/copy/messages';
import { ACCEPTED_IMAGE_TYPES, checkImageFile, type UploadBucket } from '@/lib/validation/upload';
import { TrashIcon, UploadIcon } from '@/components/icons/admin';
import { MediaPicker } from '../media/media-picker';
import { Thumb } from '../ui/thumb';
import { RequiredMark, buttonClass, dropZoneClass } from '../ui/controls';
import { UploadError, uploadImage } from '../hooks/upload-client';

type Props = {
  label: string;
  bucket: UploadBucket;
  value: string;
  /** `fresh`: the file was uploaded by this form (to delete if the form is cancelled). */
  onChange: (url: string, fresh: boolean) => void;
  onUploadingChange?: (uploading: boolean) => void;
  /** Shown when no image is chosen (e.g. the video's own thumbnail). */
  fallback?: { url: string; note: string } | null;
  required?: boolean;
  disabled?: boolean;
  error?: string;
};

/** One image (blog article, tutorial thumbnail): pick or drop a file, progress, preview, remove. */
export function SingleImageUpload({
  label,
  bucket,
  value,
  onChange,
  onUploadingChange,
  fallback,
  required,
  disabled,
  error,
}: Props) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [dropActive, setDropActive] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const [picking, setPicking] = useState(false);

  useEffect(() => () => controller.current?.abort(), []);

  const start = async (file: File | undefined) => {
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setProgress(0);
    onUploadingChange?.(true);
    try {
      const url = await uploadImage(file, bucket, setProgress, own.signal);
      onChange(url, true);
      toast.success(MSG.upload.success(1), { duration: TOAST.add });
    } catch (e) {
      if (!own.signal.aborted) toast.error(e instanceof UploadError ? e.message : MSG.upload.error);
    } finally {
      if (controller.current === own) {
        controller.current = null;
        setProgress(null);
        onUploadingChange?.(false);
      }
    }
  };

  const preview = value || fallback?.url || '';
  const uploading = progress !== null;

  return (
    <div>
      <span id={`${id}-label`} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
        {required && <RequiredMark />}
      </span>
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        onDragOver={(e) => {
          if (disabled || !e.dataTransfer.types.includes('Files')) return;
          e.preventDefault();
          setDropActive(true);
        }}
        onDragLeave={() => setDropActive(false)}
        onDrop={(e) => {
          if (disabled) return;
          e.preventDefault();
          setDropActive(false);
          void start(e.dataTransfer.files[0]);
        }}
        className={`flex flex-wrap items-center gap-4 rounded-xl border-2 border-dashed p-4 ${dropZoneClass(dropActive, error)}`}
      >
        {preview ? (
          <Thumb src={preview} alt={`Aperçu : ${label}`} className="h-24 w-40" />
        ) : (
          <span className="flex h-24 w-40 items-center justify-center rounded-md border border-slate-200 bg-white text-slate-400">
            <UploadIcon className="size-7" />
          </span>
        )}
        <div className="flex min-w-0 flex-1 basis-52 flex-col gap-2">
          {uploading ? (
            <div>
              <div
                role="progressbar"
                aria-label={`Téléchargement : ${label}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(progress * 100)}
                className="h-2 overflow-hidden rounded-full bg-slate-200"
              >
                <div
                  className="h-full rounded-full bg-brand-600 transition-[width]"
                  style={{ width: `${Math.round(progress * 100)}%` }}
                />
              </div>
              <p className="mt-1 text-xs text-slate-500">Téléchargement en cours… {Math.round(progress * 100)} %</p>
            </div>
          ) : (
            <p className="text-xs text-slate-500">
              {!value && fallback
                ? fallback.note
                : 'JPEG, PNG, WebP ou GIF — 10 Mo maximum. Glissez une image ici ou choisissez un fichier.'}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <label
              htmlFor={id}
              className={`${buttonClass.secondary} cursor-pointer ${disabled || uploading ? 'pointer-events-none opacity-50' : ''}`}
            >
              {value ? 'Remplacer l’image' : 'Choisir une image'}
            </label>
            <input
              id={id}
              type="file"
              accept={ACCEPTED_IMAGE_TYPES.join(',')}
              disabled={disabled || uploading}
              className="sr-only"
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                void start(file);
              }}
            />
            <button
              type="button"
              className={buttonClass.secondary}
              disabled={disabled || uploading}
              onClick={() => setPicking(true)}
            >
              Médiathèque
            </button>
            {value && !uploading && (
              <button
                type="button"
                className={buttonClass.secondary}
                disabled={disabled}
                onClick={() => {
                  onChange('', false);
                  toast.success(MSG.upload.removed);
                }}
              >
                <TrashIcon /> Retirer l’image
              </button>
            )}
          </div>
        </div>
      </div>
      <MediaPicker open={picking} onClose={() => setPicking(false)} onPick={(item) => onChange(item.url, false)} />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
