'use client';
// Editorial status in the admin: the form fields (status + date and time in the studio's zone), the list badge and filter.
import { formatShortDateTime, isoToStudioLocal, studioTimeZoneLabel } from '@/lib/dates';
import { PUBLICATION_STATUSES, STATUS_LABEL, type PublicationStatus } from '@/lib/validation/publication';
import type { Publication } from '@/lib/data/types';
import { InputField, SelectField } from '../ui/controls';
import type { FieldErrors } from '../hooks/use-action';
import { firstError } from '../hooks/validate';

/**
 * Initial form values: the effective status, and the scheduled time on the studio's wall clock. New content
 * starts as « Brouillon »: half a text is never put online by its first save (« Publier » is its own button).
 */
export function publicationValues(item: Publication | null | undefined): {
  status: PublicationStatus;
  publishAt: string;
} {
  if (!item) return { status: 'draft', publishAt: '' };
  return {
    status: item.status,
    publishAt: item.status === 'scheduled' && item.publishedAt ? isoToStudioLocal(item.publishedAt) : '',
  };
}

type Props = {
  status: string;
  publishAt: string;
  onStatus: (value: string) => void;
  onPublishAt: (value: string) => void;
  errors: FieldErrors;
  disabled: boolean;
};

/** « Statut » select; « Programmé » reveals the date and time (the studio's zone, named once here). */
export function PublicationFields({ status, publishAt, onStatus, onPublishAt, errors, disabled }: Props) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <SelectField
        label="Statut"
        error={firstError(errors, 'status')}
        hint="Seuls les contenus publiés sont visibles des visiteurs. Un brouillon se publie avec le bouton « Publier »."
        value={status}
        onChange={(e) => onStatus(e.target.value)}
        disabled={disabled}
        options={PUBLICATION_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }))}
      />
      {status === 'scheduled' && (
        <InputField
          label="Date et heure de publication"
          required
          error={firstError(errors, 'publishAt')}
          hint={`En ${studioTimeZoneLabel()}. Le contenu sera publié de lui-même à ce moment, et c’est la date que le site affichera.`}
          type="datetime-local"
          value={publishAt}
          onChange={(e) => onPublishAt(e.target.value)}
          disabled={disabled}
        />
      )}
    </div>
  );
}

const BADGE: Record<PublicationStatus, string> = {
  draft: 'bg-slate-100 text-slate-700 ring-slate-300',
  scheduled: 'bg-amber-50 text-amber-800 ring-amber-300',
  published: 'bg-emerald-50 text-emerald-800 ring-emerald-300',
};

/** « Brouillon », « Programmé » with its date under it (« 24/11/2026 à 09:00 »), or « Publié ». */
export function StatusBadge({ item }: { item: Publication }) {
  return (
    <>
      <span
        className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${BADGE[item.status]}`}
      >
        {STATUS_LABEL[item.status]}
      </span>
      {item.review && (
        <span className="mt-1 block text-xs font-medium whitespace-nowrap text-sky-800">
          {item.review.requestedAt ? 'À relire' : 'Renvoyé après relecture'}
        </span>
      )}
      {/* Under the badge, so a scheduled item does not widen the table past the « Actions » column. */}
      {item.status === 'scheduled' && item.publishedAt && (
        <span className="mt-1 block text-xs whitespace-nowrap text-slate-600">
          {formatShortDateTime(item.publishedAt)}
        </span>
      )}
    </>
  );
}
