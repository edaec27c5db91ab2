'use client';
// The body editor of articles and tutorials: Markdown (what is stored, never HTML) with a toolbar and
// the usual shortcuts, images dropped, pasted, sent or picked from the library (each asks for its text
// alternative and lands where the cursor is), and the public renderer as the preview: beside the text
// on a wide screen, behind a tab on a phone. Back office only: no public page imports it.
import { useId, useRef, useState, type ClipboardEvent, type DragEvent, type KeyboardEvent } from 'react';
import { ArticleBody } from '@/components/blog/markdown';
import { toast } from '@/components/ui/toaster';
import { MSG } from '@/lib/copy/messages';
import type { MediaItem } from '@/lib/data/media';
import { foreignBodyImage } from '@/lib/validation/body-images';
import { ACCEPTED_IMAGE_TYPES, checkImageFile, type UploadBucket } from '@/lib/validation/upload';
import { MediaPicker } from '../media/media-picker';
import { inputClass } from '../ui/controls';
import { AltDialog, ModeTabs, ToolbarButtons, type PendingImage } from './markdown-editor-parts';
import {
  imageMarkdown,
  insertBlock,
  prefixLines,
  replacementOf,
  wrapSelection,
  type Edit,
  type Selection,
} from './markdown-edits';
import { UploadError, uploadImage } from '../hooks/upload-client';

const previewClass = 'min-h-48 max-h-[70vh] overflow-y-auto rounded-lg border border-slate-200 bg-white px-4 py-3';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  error?: string;
  bucket?: UploadBucket;
  /** A file this editor uploaded (the form deletes it again if it is cancelled and nothing uses it). */
  onUploaded?: (url: string) => void;
  onUploadingChange?: (uploading: boolean) => void;
};

/** Markdown body with a toolbar, image uploads and the public renderer as preview. */
export function MarkdownEditor({
  label,
  value,
  onChange,
  disabled,
  error,
  bucket = 'blog-images',
  onUploaded,
  onUploadingChange,
}: Props) {
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  // From lg up the preview can sit beside the text instead of behind its tab.
  const [split, setSplit] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [pending, setPending] = useState<PendingImage | null>(null);
  const [picking, setPicking] = useState<Selection | null>(null);
  const [dropActive, setDropActive] = useState(false);
  const foreign = foreignBodyImage(value);
  const shownError = error ?? (foreign ? MSG.upload.foreignImage(foreign.slice(0, 80)) : undefined);

  const selection = (): Selection => ({
    start: area.current?.selectionStart ?? value.length,
    end: area.current?.selectionEnd ?? value.length,
  });
  // The change is typed into the text area by the browser (insertText), so Ctrl+Z takes it back in one step;
  // where that is not available the value is set directly.
  const apply = ({ text, selection: s }: Edit) => {
    const el = area.current;
    const change = replacementOf(value, text);
    let typed = value === text;
    if (el && !disabled && !typed) {
      el.focus();
      el.setSelectionRange(change.start, change.end);
      typed =
        change.text === ''
          ? document.execCommand('delete', false)
          : document.execCommand('insertText', false, change.text);
    }
    if (!typed || el?.value !== text) onChange(text);
    requestAnimationFrame(() => {
      area.current?.focus();
      area.current?.setSelectionRange(s.start, s.end);
    });
  };
  const link = () => {
    const s = selection();
    const chosen = value.slice(s.start, s.end) || 'texte du lien';
    const snippet = `[${chosen}](https://)`;
    const next = value.slice(0, s.start) + snippet + value.slice(s.end);
    const urlStart = s.start + chosen.length + 3;
    apply({ text: next, selection: { start: urlStart, end: urlStart + 'https://'.length } });
  };
  const tools = {
    heading: () => apply(prefixLines(value, selection(), () => '## ')),
    subheading: () => apply(prefixLines(value, selection(), () => '### ')),
    bold: () => apply(wrapSelection(value, selection(), '**', 'texte en gras')),
    italic: () => apply(wrapSelection(value, selection(), '*', 'texte en italique')),
    link,
    list: () => apply(prefixLines(value, selection(), () => '- ')),
    numbered: () => apply(prefixLines(value, selection(), (i) => `${i + 1}. `)),
    quote: () => apply(prefixLines(value, selection(), () => '> ')),
  };

  const upload = async (files: File[], at: Selection) => {
    const image = files.find((f) => f.type.startsWith('image/')) ?? files[0];
    if (!image) return;
    const problem = checkImageFile(image);
    if (problem) {
      toast.error(problem);
      return;
    }
    setProgress(0);
    onUploadingChange?.(true);
    try {
      const url = await uploadImage(image, bucket, setProgress);
      onUploaded?.(url);
      setPending({ url, alt: '', at });
    } catch (e) {
      toast.error(e instanceof UploadError ? e.message : MSG.upload.error);
    } finally {
      setProgress(null);
      onUploadingChange?.(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
    const key = e.key.toLowerCase();
    const action = key === 'b' ? tools.bold : key === 'i' ? tools.italic : key === 'k' ? tools.link : null;
    if (!action) return;
    e.preventDefault();
    action();
  };
  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = [...e.clipboardData.files].filter((f) => f.type.startsWith('image/'));
    if (files.length === 0) return;
    e.preventDefault();
    void upload(files, selection());
  };
  const onDrop = (e: DragEvent<HTMLTextAreaElement>) => {
    setDropActive(false);
    const files = [...e.dataTransfer.files];
    if (files.length === 0) return;
    e.preventDefault();
    void upload(files, selection());
  };

  const busy = disabled || progress !== null;

  return (
    <div>
      <div className="mb-1 flex items-end justify-between gap-2">
        <label htmlFor={`${id}-text`} className="block text-sm font-medium text-slate-700">
          {label}
        </label>
        <div className="flex items-center gap-2">
          <button
            type="button"
            aria-pressed={split}
            onClick={() => setSplit((s) => !s)}
            className="hidden rounded-md border border-slate-200 px-3 py-1 text-xs font-semibold text-slate-600 hover:text-slate-900 aria-pressed:bg-brand-50 aria-pressed:text-brand-800 lg:inline-flex"
          >
            Côte à côte
          </button>
          <ModeTabs id={id} label={label} tab={tab} onTab={setTab} hiddenWide={split} />
        </div>
      </div>
      {/* Side by side (lg up, on request) both panels show; otherwise the tabs switch between them. */}
      <div className={`grid gap-3 ${split ? 'lg:grid-cols-2' : ''}`}>
        <div
          id={`${id}-panel-write`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-write`}
          className={`min-w-0 ${tab === 'write' ? '' : split ? 'hidden lg:block' : 'hidden'}`}
        >
          <div
            role="toolbar"
            aria-label="Mise en forme"
            aria-controls={`${id}-text`}
            className="flex flex-wrap gap-0.5 rounded-t-lg border border-b-0 border-slate-300 bg-slate-50 p-1"
          >
            <ToolbarButtons
              tools={tools}
              busy={busy}
              onImage={() => file.current?.click()}
              onLibrary={() => setPicking(selection())}
            />
            <input
              ref={file}
              type="file"
              accept={ACCEPTED_IMAGE_TYPES.join(',')}
              className="hidden"
              tabIndex={-1}
              aria-hidden="true"
              data-testid="body-image-input"
              onChange={(e) => {
                const files = [...(e.target.files ?? [])];
                e.target.value = '';
                void upload(files, selection());
              }}
            />
          </div>
          <textarea
            ref={area}
            id={`${id}-text`}
            rows={16}
            className={`${inputClass} rounded-t-none font-mono ${dropActive ? 'border-brand-500 ring-2 ring-brand-200' : ''}`}
            value={value}
            disabled={disabled}
            aria-invalid={Boolean(shownError)}
            aria-describedby={`${id}-hint${shownError ? ` ${id}-error` : ''}`}
            onChange={(e) => onChange(e.target.value)}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
            onDragOver={(e) => {
              if (e.dataTransfer.types.includes('Files')) {
                e.preventDefault();
                setDropActive(true);
              }
            }}
            onDragLeave={() => setDropActive(false)}
            onDrop={onDrop}
          />
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
            {progress !== null ? (
              <span role="status" className="font-medium text-brand-700">
                Envoi de l’image… {Math.round(progress * 100)} %
              </span>
            ) : (
              'Glissez-déposez ou collez une image dans le texte. Markdown : ## Titre, **gras**, *italique*, - liste. Le HTML n’est pas interprété.'
            )}
          </p>
        </div>
        <div
          id={`${id}-panel-preview`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-preview`}
          tabIndex={0}
          className={`${previewClass} ${tab === 'preview' ? '' : split ? 'hidden lg:block' : 'hidden'}`}
        >
          {value.trim() ? <ArticleBody markdown={value} /> : <p className="text-slate-500">Rien à prévisualiser.</p>}
        </div>
      </div>
      {shownError && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {shownError}
        </p>
      )}
      <AltDialog
        key={pending?.url ?? 'none'}
        image={pending}
        onCancel={() => setPending(null)}
        onInsert={(alt) => {
          const at = pending!.at;
          setPending(null);
          apply(insertBlock(value, at, imageMarkdown(pending!.url, alt)));
        }}
      />
      <MediaPicker
        open={picking !== null}
        onClose={() => setPicking(null)}
        onPick={(item: MediaItem) => setPending({ url: item.url, alt: item.alt, at: picking ?? selection() })}
      />
    </div>
  );
}
