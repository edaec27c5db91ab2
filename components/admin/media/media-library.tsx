'use client';
// « Médiathèque »: every uploaded image, where it is used (with links), its text alternative to edit,
// deletion of what nothing uses, and the clean-up of « Fichiers inutilisés ».
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { ListParams } from '@/lib/admin/list-query';
import { cleanUnusedMedia, deleteMedia, saveMediaAlt } from '@/lib/actions/media';
import { MSG } from '@/lib/copy/messages';
import type { MediaItem, MediaPage, MediaUse } from '@/lib/data/media';
import { formatDateTime } from '@/lib/dates';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Button, HelpBox, InputField, PageHeader, Spinner } from '../ui/controls';
import { Thumb } from '../ui/thumb';
import { useCan } from '../shell/role';
import { useAction } from '../hooks/use-action';
import { ListPager } from '../ui/list-pager';
import { MEDIA_NOUN, MediaFilters, MediaGrid, formatBytes } from './media-browser';

const USE_LABEL: Record<MediaUse['kind'], string> = {
  project: 'Projet',
  post: 'Article',
  tutorial: 'Tutoriel',
  testimonial: 'Témoignage',
  trash: 'Corbeille',
  elsewhere: 'Ailleurs',
};

/** Where the back office edits what uses the image. */
export function editHref(use: MediaUse): string {
  if (use.kind === 'testimonial') return '/admin/reglages/temoignages';
  if (use.kind === 'trash') return '/admin/corbeille';
  if (use.kind === 'elsewhere') return '/admin/mediatheque';
  const list = { project: '/admin/projects', post: '/admin/blog', tutorial: '/admin/tutorials' }[use.kind];
  return use.id ? `${list}?modifier=${use.id}` : list;
}

function MediaDetails({ item, onChanged }: { item: MediaItem; onChanged: (deleted: boolean) => void }) {
  const mayDelete = useCan('media-manage');
  const [alt, setAlt] = useState(item.alt);
  const [confirming, setConfirming] = useState(false);
  const save = useAction();
  const remove = useAction();
  return (
    <section aria-label="Image choisie" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <a
        href={item.url}
        target="_blank"
        rel="noreferrer"
        className="block"
        aria-label={`Ouvrir ${item.fileName || 'l’image'} en taille réelle (nouvel onglet)`}
      >
        <Thumb src={item.url} alt="" className="aspect-[4/3] w-full" />
      </a>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-500">Fichier</dt>
        <dd className="min-w-0 break-all text-slate-900">{item.fileName || '—'}</dd>
        <dt className="text-slate-500">Taille</dt>
        <dd className="text-slate-900">
          {formatBytes(item.sizeBytes)}
          {item.width && item.height ? ` · ${item.width} × ${item.height} px` : ''}
        </dd>
        <dt className="text-slate-500">Ajoutée</dt>
        <dd className="text-slate-900">{formatDateTime(item.createdAt)}</dd>
      </dl>
      <form
        className="mt-4 space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          save.run(() => saveMediaAlt({ id: item.id, alt }), {
            failure: MSG.media.altError,
            onSuccess: () => onChanged(false),
          });
        }}
      >
        <InputField
          label="Texte alternatif"
          hint="Proposé quand l’image est insérée dans un texte ou choisie pour un champ."
          value={alt}
          maxLength={300}
          onChange={(e) => setAlt(e.target.value)}
          disabled={save.pending}
        />
        <Button type="submit" disabled={save.pending || alt === item.alt}>
          {save.pending && <Spinner />}
          Enregistrer le texte
        </Button>
      </form>
      {item.usedAlts.length > 0 && (
        <>
          <h3 className="mt-5 text-sm font-semibold text-slate-900">
            Textes alternatifs donnés là où elle est utilisée
          </h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {item.usedAlts.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        </>
      )}
      <h3 className="mt-5 text-sm font-semibold text-slate-900">Utilisée par</h3>
      {item.uses.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">Rien : ce fichier peut être supprimé.</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {item.uses
            .filter((use, i, all) => use.kind !== 'elsewhere' || all.findIndex((u) => u.kind === 'elsewhere') === i)
            .map((use, i) =>
              use.kind === 'elsewhere' ? (
                // Another member's item: an author is told it is used, not by what.
                <li key={`elsewhere-${i}`} className="text-slate-600">
                  Utilisée ailleurs
                </li>
              ) : (
                <li key={`${use.kind}-${use.id ?? i}`}>
                  <span className="text-slate-500">{USE_LABEL[use.kind]}&nbsp;:</span>{' '}
                  <Link href={editHref(use)} className="font-medium text-brand-700 underline underline-offset-2">
                    {use.title || 'sans nom'}
                  </Link>
                </li>
              ),
            )}
        </ul>
      )}
      {mayDelete && (
        <Button
          variant="danger"
          className="mt-5 w-full sm:w-auto"
          onClick={() => setConfirming(true)}
          disabled={remove.pending}
        >
          Supprimer l’image
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title="Supprimer l’image ?"
        message={`« ${item.fileName} » sera supprimée définitivement du stockage.`}
        busy={remove.pending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.run(() => deleteMedia({ id: item.id }), {
            failure: MSG.media.deleteError,
            onSuccess: () => {
              setConfirming(false);
              onChanged(true);
            },
            onError: () => setConfirming(false),
          })
        }
      />
    </section>
  );
}

export function MediaLibrary({ result, params }: { result: MediaPage; params: ListParams }) {
  const mayDelete = useCan('media-manage');
  const router = useRouter();
  const [selected, setSelected] = useState<MediaItem | null>(null);
  const [cleaning, setCleaning] = useState(false);
  const clean = useAction();
  const unused = result.unusedCount;
  const reload = () => router.refresh();
  // The chosen image as the latest page shows it (its uses after a reload).
  const current = selected ? (result.items.find((i) => i.id === selected.id) ?? selected) : null;
  // On a phone the details sit above the grid: bring them into view when an image is chosen.
  const details = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (selected && window.matchMedia('(max-width: 1023px)').matches)
      details.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [selected]);

  return (
    <>
      <PageHeader
        title="Médiathèque"
        description="Toutes les images envoyées sur le site : où elles sont utilisées, leur texte alternatif."
        action={
          // Deleting files is an editor's or an administrator's (an author uploads and describes them).
          mayDelete && (
            <Button variant="secondary" onClick={() => setCleaning(true)} disabled={unused === 0 || clean.pending}>
              Nettoyer les fichiers inutilisés ({unused})
            </Button>
          )
        }
      />
      <HelpBox title="Fichiers inutilisés">
        <p>
          Une image retirée d’un contenu, ou d’un contenu supprimé, reste ici jusqu’au nettoyage : elle peut encore
          servir ou être rétablie avec une ancienne version.
        </p>
      </HelpBox>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          <MediaFilters params={params} unusedCount={unused} />
          <MediaGrid
            items={result.items}
            filtered={Boolean(params.q || params.inutilisees)}
            selectedId={current?.id ?? null}
            onChoose={setSelected}
            chooseLabel={(item) => `Voir ${item.fileName || 'l’image'}`}
          />
          <ListPager
            params={params}
            total={result.total}
            page={result.page}
            pageCount={result.pageCount}
            noun={MEDIA_NOUN}
          />
        </div>
        <div ref={details} className="order-first scroll-mt-4 lg:order-none">
          {current ? (
            <MediaDetails
              key={current.id + current.alt}
              item={current}
              onChanged={(deleted) => {
                if (deleted) setSelected(null);
                reload();
              }}
            />
          ) : (
            <p className="hidden rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600 lg:block">
              Choisissez une image pour voir où elle est utilisée et modifier son texte alternatif.
            </p>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={cleaning}
        title="Nettoyer les fichiers inutilisés ?"
        message={`Les fichiers que rien n’utilise seront supprimés définitivement du stockage (${unused} aujourd’hui), sauf ceux envoyés depuis moins d’une heure : un formulaire ouvert peut être en train de les utiliser.`}
        confirmLabel="Nettoyer"
        busy={clean.pending}
        onCancel={() => setCleaning(false)}
        onConfirm={() =>
          clean.run(() => cleanUnusedMedia({}), {
            failure: MSG.media.cleanError,
            onSuccess: () => {
              setCleaning(false);
              setSelected(null);
              reload();
            },
            onError: () => setCleaning(false),
          })
        }
      />
    </>
  );
}
