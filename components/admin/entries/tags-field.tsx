'use client';
import { parseTags } from '@/lib/validation/text';
import { Field, inputClass } from '../ui/controls';

/** Tags typed as comma-separated text; the chips show what will be saved (trimmed, no empties). */
export function TagsField({
  value,
  onChange,
  disabled,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  disabled?: boolean;
  error?: string;
}) {
  const tags = parseTags(value);
  return (
    <Field
      label="Tags"
      error={error}
      hint={
        tags.length > 0 ? (
          <span className="flex flex-wrap items-center gap-1">
            {tags.map((t) => (
              <span key={t} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                {t}
              </span>
            ))}
          </span>
        ) : (
          'Séparés par des virgules, par exemple : InDesign, typographie, impression'
        )
      }
    >
      {(p) => (
        <input
          {...p}
          className={inputClass}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          placeholder="InDesign, typographie, impression"
        />
      )}
    </Field>
  );
}
