import 'server-only';
import { diffWordsWithSpace } from 'diff';
import { KINDS, type FieldSpec } from '@/lib/kinds';
import type { RevisionKind, Snapshot } from './revisions';
import { STATUS_LABEL } from '@/lib/validation/publication';
import { formatShortDateTime } from '@/lib/dates';

/** A piece of a text diff: unchanged, added or removed. */
export type DiffPart = { value: string; added?: true; removed?: true };
/** One field that differs between two revisions; long texts carry a word diff. */
export type FieldChange = { field: string; label: string; before: string; after: string; parts?: DiffPart[] };

type Field = { key: string; label: string; text?: true };

// The fields the admin forms show, in their order and with their labels (lib/kinds.ts): long
// texts are diffed word by word, the category by its name, a project's images as a numbered list.
const fieldsOf = (kind: RevisionKind): Field[] => [
  ...(KINDS[kind].fields as readonly FieldSpec[]).map((f) => ({
    key: f.key === 'categoryId' ? 'categoryName' : f.key,
    label: f.label,
    ...(f.long ? { text: true as const } : {}),
  })),
  ...(kind === 'project' ? [{ key: 'images', label: 'Images (dans l’ordre)', text: true as const }] : []),
  { key: 'status', label: 'Statut' },
  { key: 'publishedAt', label: 'Date et heure de publication' },
];

function show(key: string, value: unknown): string {
  if (value == null || value === '') return '';
  if (key === 'status') return STATUS_LABEL[value as keyof typeof STATUS_LABEL] ?? String(value);
  if (key === 'publishedAt') return formatShortDateTime(String(value));
  if (key === 'tags' && Array.isArray(value)) return value.join(', ');
  if (key === 'images' && Array.isArray(value)) {
    return (value as { url: string; altText: string | null }[])
      .map((img, i) => `${i + 1}. ${img.url}${img.altText ? ` — ${img.altText}` : ''}`)
      .join('\n');
  }
  return String(value);
}

/** The fields that differ from `before` to `after`, in the form's order. */
export function compareSnapshots(kind: RevisionKind, before: Snapshot, after: Snapshot): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const { key, label, text } of fieldsOf(kind)) {
    const a = show(key, (before as Record<string, unknown>)[key]);
    const b = show(key, (after as Record<string, unknown>)[key]);
    if (a === b) continue;
    const parts = text
      ? diffWordsWithSpace(a, b).map((p) => ({
          value: p.value,
          ...(p.added ? { added: true as const } : {}),
          ...(p.removed ? { removed: true as const } : {}),
        }))
      : undefined;
    changes.push({ field: key, label, before: a, after: b, ...(parts ? { parts } : {}) });
  }
  return changes;
}
