import { previewEntryHref, type PreviewType } from '@/lib/preview/paths';
import { buttonClass } from '../ui/controls';

/** « Prévisualiser »: the saved item at its public URL, in a new tab, in the admin's private preview. */
export function PreviewLink({ type, id }: { type: PreviewType; id: string }) {
  return (
    <a
      href={previewEntryHref(type, id)}
      target="_blank"
      rel="noopener"
      className={buttonClass.secondary}
      title="Dernière version enregistrée, dans un nouvel onglet"
    >
      Prévisualiser
    </a>
  );
}
