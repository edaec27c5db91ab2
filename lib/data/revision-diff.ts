import 'server-only';
import { diffWordsWithSpace } from 'diff';
import type { RevisionKind, Snapshot } from './revisions';
import { STATUS_LABEL } from '@/lib/validation/publication';
import { formatShortDateTime } from '@/lib/dates';

/** A piece of a text diff: unchanged, added or removed. */
export type DiffPart = { value: string; added?: true; removed?: true };
/** One field that differs between two revisions; long texts carry a word diff. */
export type FieldChange = { field: string; label: string; before: string; after: string; parts?: DiffPart[] };

type Field = { key: string; label: string; text?: true };

// The fields the admin forms show, with their labels; `text` marks the long ones diffed word by word.
const FIELDS: Record<RevisionKind, Field[]> = {
  post: [
    { key: 'title', label: 'Titre' },
    { key: 'slug', label: 'Slug' },
    { key: 'excerpt', label: 'Extrait', text: true },
    { key: 'content', label: 'Contenu', text: true },
    { key: 'imageUrl', label: 'Image' },
    { key: 'postDate', label: 'Date de publication' },
    { key: 'author', label: 'Auteur' },
    { key: 'categoryName', label: 'Catégorie' },
    { key: 'tags', label: 'Tags' },
    { key: 'status', label: 'Statut' },
    { key: 'publishedAt', label: 'Date et heure de publication' },
  ],
  tutorial: [
    { key: 'title', label: 'Titre' },
    { key: 'slug', label: 'Slug' },
    { key: 'description', label: 'Description', text: true },
    { key: 'videoId', label: 'Vidéo' },
    { key: 'duration', label: 'Durée' },
    { key: 'thumbnail', label: 'Miniature' },
    { key: 'categoryName', label: 'Catégorie' },
    { key: 'tags', label: 'Tags' },
    { key: 'status', label: 'Statut' },
    { key: 'publishedAt', label: 'Date et heure de publication' },
  ],
  project: [
    { key: 'title', label: 'Titre' },
    { key: 'slug', label: 'Slug' },
    { key: 'description', label: 'Description', text: true },
    { key: 'categoryName', label: 'Catégorie' },
    { key: 'client', label: 'Client' },
    { key: 'projectDate', label: 'Date du projet' },
    { key: 'challenge', label: 'Défi', text: true },
    { key: 'solution', label: 'Solution', text: true },
    { key: 'results', label: 'Résultats', text: true },
    { key: 'projectLink', label: 'Lien du projet' },
    { key: 'images', label: 'Images (dans l’ordre)', text: true },
    { key: 'status', label: 'Statut' },
    { key: 'publishedAt', label: 'Date et heure de publication' },
  ],
};

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
  for (const { key, label, text } of FIELDS[kind]) {
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
