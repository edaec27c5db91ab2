'use client';
import { useId, useState } from 'react';
import { ArticleBody } from '@/components/blog/markdown';
import { inputClass } from '../ui/controls';

// The preview is the public article's own renderer and style (raw HTML dropped there too).
const previewClass = 'min-h-48 max-h-[70vh] overflow-y-auto rounded-lg border border-slate-200 bg-white px-4 py-3';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  error?: string;
};

/** Markdown body with « Écrire » / « Aperçu » tabs (WAI-ARIA tabs, arrow keys switch). */
export function MarkdownEditor({ label, value, onChange, disabled, error }: Props) {
  const id = useId();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const tabs = [
    { key: 'write', label: 'Écrire' },
    { key: 'preview', label: 'Aperçu' },
  ] as const;

  return (
    <div>
      <div className="mb-1 flex items-end justify-between gap-2">
        <label htmlFor={`${id}-text`} className="block text-sm font-medium text-slate-700">
          {label}
        </label>
        <div
          role="tablist"
          aria-label={`${label} : mode`}
          className="inline-flex rounded-lg border border-slate-200 bg-slate-50 p-0.5"
        >
          {tabs.map((t) => (
            <button
              key={t.key}
              id={`${id}-tab-${t.key}`}
              type="button"
              role="tab"
              aria-selected={tab === t.key}
              aria-controls={`${id}-panel-${t.key}`}
              tabIndex={tab === t.key ? 0 : -1}
              onClick={() => setTab(t.key)}
              onKeyDown={(e) => {
                if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
                  e.preventDefault();
                  const next = tab === 'write' ? 'preview' : 'write';
                  setTab(next);
                  document.getElementById(`${id}-tab-${next}`)?.focus();
                }
              }}
              className={`rounded-md px-3 py-1 text-xs font-semibold ${tab === t.key ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
            >
              {t.label}
            </button>
          ))}
        </div>
      </div>
      <div id={`${id}-panel-write`} role="tabpanel" aria-labelledby={`${id}-tab-write`} hidden={tab !== 'write'}>
        <textarea
          id={`${id}-text`}
          rows={14}
          className={`${inputClass} font-mono`}
          value={value}
          disabled={disabled}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-hint`}
          onChange={(e) => onChange(e.target.value)}
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          Markdown : ## Titre, **gras**, *italique*, - liste, [lien](https://…). Le HTML n’est pas interprété.
        </p>
      </div>
      <div
        id={`${id}-panel-preview`}
        role="tabpanel"
        aria-labelledby={`${id}-tab-preview`}
        hidden={tab !== 'preview'}
        tabIndex={0}
        className={previewClass}
      >
        {value.trim() ? <ArticleBody markdown={value} /> : <p className="text-slate-400">Rien à prévisualiser.</p>}
      </div>
      {error && <p className="mt-1 text-sm text-red-600">{error}</p>}
    </div>
  );
}
