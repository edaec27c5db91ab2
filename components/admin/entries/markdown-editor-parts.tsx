'use client';
// The parts of the body editor (./markdown-editor.tsx): the dialog asking an inserted image's text alternative,
// the toolbar's buttons, each keeping the text's selection when pressed, and the « Écrire » / « Aperçu » tabs.
import { useState, type ReactNode } from 'react';
import { MSG } from '@/lib/copy/messages';
import { Button, InputField } from '../ui/controls';
import { DialogFrame } from '../ui/dialog-frame';
import { Thumb } from '../ui/thumb';
import type { Selection } from './markdown-edits';

export type PendingImage = { url: string; alt: string; at: Selection };

export function AltDialog({
  image,
  onCancel,
  onInsert,
}: {
  image: PendingImage | null;
  onCancel: () => void;
  onInsert: (alt: string) => void;
}) {
  const [alt, setAlt] = useState(image?.alt ?? '');
  const [error, setError] = useState<string | undefined>();
  return (
    <DialogFrame open={image !== null} title="Texte alternatif de l’image" onClose={onCancel}>
      {image && (
        <form
          noValidate
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            e.stopPropagation();
            if (!alt.trim()) setError(MSG.upload.altRequired);
            else onInsert(alt.trim());
          }}
        >
          <Thumb src={image.url} alt="" className="aspect-[4/3] w-full max-w-xs" />
          <InputField
            label="Texte alternatif"
            required
            autoFocus
            maxLength={300}
            value={alt}
            error={error}
            onChange={(e) => {
              setAlt(e.target.value);
              setError(undefined);
            }}
            hint="Ce que montre l’image, lu aux personnes qui ne la voient pas (par exemple « Double page du chapitre 3 »)."
          />
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={onCancel}>
              Annuler
            </Button>
            <Button type="submit">Insérer l’image</Button>
          </div>
        </form>
      )}
    </DialogFrame>
  );
}

function ToolButton({
  label,
  shortcut,
  onClick,
  disabled,
  children,
}: {
  label: string;
  shortcut?: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onMouseDown={(e) => e.preventDefault()} // keeps the text's selection
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={shortcut ? `${label} (${shortcut})` : label}
      className="inline-flex h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm font-semibold text-slate-700 hover:bg-white hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50"
    >
      {children}
    </button>
  );
}

/** What the toolbar's buttons do (the editor's own edits). */
export type Tools = Record<
  'heading' | 'subheading' | 'bold' | 'italic' | 'link' | 'list' | 'numbered' | 'quote',
  () => void
>;

/** The toolbar's buttons: blocks, inline marks, a link, lists, a quote, an image sent or picked. */
export function ToolbarButtons({
  tools,
  busy,
  onImage,
  onLibrary,
}: {
  tools: Tools;
  busy: boolean;
  onImage: () => void;
  onLibrary: () => void;
}) {
  return (
    <>
      <ToolButton label="Section" onClick={tools.heading} disabled={busy}>
        H2
      </ToolButton>
      <ToolButton label="Sous-section" onClick={tools.subheading} disabled={busy}>
        H3
      </ToolButton>
      <ToolButton label="Gras" shortcut="Ctrl+B" onClick={tools.bold} disabled={busy}>
        <span className="font-extrabold">G</span>
      </ToolButton>
      <ToolButton label="Italique" shortcut="Ctrl+I" onClick={tools.italic} disabled={busy}>
        <span className="font-serif italic">I</span>
      </ToolButton>
      <ToolButton label="Lien" shortcut="Ctrl+K" onClick={tools.link} disabled={busy}>
        Lien
      </ToolButton>
      <ToolButton label="Liste à puces" onClick={tools.list} disabled={busy}>
        • Liste
      </ToolButton>
      <ToolButton label="Liste numérotée" onClick={tools.numbered} disabled={busy}>
        1. Liste
      </ToolButton>
      <ToolButton label="Citation" onClick={tools.quote} disabled={busy}>
        « Citation »
      </ToolButton>
      <ToolButton label="Envoyer une image" onClick={onImage} disabled={busy}>
        Image
      </ToolButton>
      <ToolButton label="Choisir dans la médiathèque" onClick={onLibrary} disabled={busy}>
        Médiathèque
      </ToolButton>
    </>
  );
}

const TABS = [
  { key: 'write', label: 'Écrire' },
  { key: 'preview', label: 'Aperçu' },
] as const;

/** « Écrire » / « Aperçu »: the two panels' tabs (arrow keys move between them); hidden side by side. */
export function ModeTabs({
  id,
  label,
  tab,
  onTab,
  hiddenWide,
}: {
  id: string;
  label: string;
  tab: 'write' | 'preview';
  onTab: (tab: 'write' | 'preview') => void;
  hiddenWide: boolean;
}) {
  return (
    <div
      role="tablist"
      aria-label={`${label} : mode`}
      className={`inline-flex rounded-lg border border-slate-200 bg-slate-50 p-0.5 ${hiddenWide ? 'lg:hidden' : ''}`}
    >
      {TABS.map((t) => (
        <button
          key={t.key}
          id={`${id}-tab-${t.key}`}
          type="button"
          role="tab"
          aria-selected={tab === t.key}
          aria-controls={`${id}-panel-${t.key}`}
          tabIndex={tab === t.key ? 0 : -1}
          onClick={() => onTab(t.key)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
              e.preventDefault();
              const next = tab === 'write' ? 'preview' : 'write';
              onTab(next);
              document.getElementById(`${id}-tab-${next}`)?.focus();
            }
          }}
          className={`rounded-md px-3 py-1 text-xs font-semibold ${tab === t.key ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
