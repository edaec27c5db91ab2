import { previewExitHref } from '@/lib/preview/paths';
import { STATUS_LABEL, type PublicationStatus } from '@/lib/validation/publication';

/** Shown on a detail page only in an admin's preview: what state the item is in, and the way out. */
export function PreviewBanner({ path, status }: { path: string; status: PublicationStatus }) {
  return (
    <aside
      aria-label="Aperçu"
      className="fixed inset-x-0 bottom-0 z-[55] flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-amber-400 px-4 py-3 text-sm text-slate-950 shadow-[0_-4px_12px_rgb(15_23_42/0.15)]"
    >
      <p className="font-semibold">
        {status === 'published' ? 'Aperçu' : 'Aperçu — non publié'}
        <span className="font-normal"> ({STATUS_LABEL[status]})</span>
      </p>
      {/* A plain link (no prefetch): following it is what ends the preview. */}
      <a
        href={previewExitHref(path)}
        className="font-semibold underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-950"
      >
        Quitter l’aperçu
      </a>
    </aside>
  );
}
