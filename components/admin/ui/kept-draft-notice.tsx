'use client';
import { formatDateTime } from '@/lib/dates';

/** « Modifications non enregistrées du … restaurées. Ignorer »: an unsaved copy was offered back. */
export function KeptDraftNotice({ restoredAt, onDiscard }: { restoredAt: string | null; onDiscard: () => void }) {
  if (!restoredAt) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <span>Modifications non enregistrées du {formatDateTime(restoredAt)} restaurées.</span>
      <button type="button" className="font-semibold underline" onClick={onDiscard}>
        Ignorer
      </button>
    </div>
  );
}
