// The dashboard's « À compléter » notices: what the owner still has to replace before the site is really theirs.
import Link from 'next/link';
import { adminHref } from '@/components/admin/journal/journal-view';
import { loadForAdmin } from '@/lib/admin/load';
import { foreignImages, projectsWithDemoLinks } from '@/lib/data/dashboard';
import { adminGetSettings } from '@/lib/data/settings';

/** « À compléter »: the legal notice or the contact details still hold demo values (« Réglages »). */
export async function SettingsToComplete() {
  const settings = await loadForAdmin('settings', adminGetSettings, 'settings');
  if (!settings || settings.incomplete.length === 0) return null;
  return (
    <aside
      aria-label="À compléter"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <p className="font-semibold">À compléter</p>
      <p className="mt-1">
        Les mentions légales ou les coordonnées du site affichent encore des valeurs de démonstration
        {`\u00a0: ${settings.incomplete.join(', ')}. `}
        <Link href="/admin/reglages" className="font-semibold underline underline-offset-2">
          Ouvrir les réglages
        </Link>
      </p>
    </aside>
  );
}

/** « À compléter »: projects whose site link is a demonstration address (the demo content's), a dead link. */
export async function DemoLinksToReplace() {
  const projects = await loadForAdmin('demo links', projectsWithDemoLinks, 'publish');
  if (!projects || projects.length === 0) return null;
  return (
    <aside
      aria-label="Liens de démonstration"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <p className="font-semibold">Liens de démonstration</p>
      <p className="mt-1">
        {projects.length === 1 ? 'Ce projet renvoie' : `Ces ${projects.length}\u00a0projets renvoient`} vers un site de
        démonstration qui n’existe pas&nbsp;: remplacez le lien ou effacez-le.
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {projects.map((p) => (
          <li key={p.id}>
            <Link href={adminHref('project', p.id)!} className="font-semibold underline underline-offset-2">
              {p.title}
            </Link>{' '}
            <span className="break-all text-amber-800">({p.link})</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}

/**
 * « Images d’autres sites »: stored images that are not the site's own (saved before the rule, or restored from
 * an older revision). Each stays shown until replaced; the list says where, so nothing is dropped silently.
 */
export async function ForeignImagesToReplace() {
  const found = await loadForAdmin('foreign images', foreignImages, 'publish');
  if (!found || found.length === 0) return null;
  return (
    <aside
      aria-label="Images d’autres sites"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <p className="font-semibold">Images d’autres sites</p>
      <p className="mt-1">
        {found.length === 1
          ? 'Cette image vient d’un autre site\u00a0: chaque visiteur qui l’affiche, et chaque lecteur d’une lettre, se signale à ce site. Remplacez-la par une image déposée dans la médiathèque.'
          : `Ces ${found.length}\u00a0images viennent d’autres sites\u00a0: chaque visiteur qui les affiche, et chaque lecteur d’une lettre, se signale à ces sites. Remplacez-les par des images déposées dans la médiathèque.`}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {found.map((f) => {
          const href = f.kind === 'testimonial' ? '/admin/reglages/temoignages' : adminHref(f.kind, f.id);
          return (
            <li key={`${f.kind}:${f.id}:${f.field}:${f.url}`}>
              <Link href={href!} className="font-semibold underline underline-offset-2">
                {f.title || 'Témoignage'}
              </Link>
              {`\u00a0: ${f.field} `}
              <span className="break-all text-amber-800">({f.url})</span>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
