'use client';
// « Référencement »: an item's own title, description and share image for search engines and shared
// links, each optional (empty: the item's title, summary and image, as the page uses them now), with
// a length counter and previews of the search result and of the shared card.
import { useState } from 'react';
import { KINDS } from '@/lib/kinds';
import { company } from '@/lib/copy/company';
import { Thumb } from '../ui/thumb';
import { ImageField, TextAreaField, TextField, type EntryForm } from './bound-fields';

/** What search engines show in full; past it they cut (a guide, not a limit: the field allows more). */
export const SEO_ADVICE = { title: 60, description: 155 } as const;

const withBrand = (title: string) =>
  title.toLocaleLowerCase('fr').includes(company.name.toLocaleLowerCase('fr')) ? title : `${title} | ${company.name}`;

function Counter({ id, length, advice }: { id: string; length: number; advice: number }) {
  const over = length > advice;
  return (
    <p id={id} className={`mt-1 text-xs ${over ? 'font-medium text-amber-800' : 'text-slate-500'}`} aria-live="polite">
      {length}/{advice} caractères conseillés{over ? '\u00a0: le moteur de recherche coupera la fin' : ''}
    </p>
  );
}

export function SeoFields({ form, image }: { form: EntryForm; image: string }) {
  const spec = KINDS[form.kind];
  const values = form.values as Record<string, string | undefined>;
  const title = values.seoTitle?.trim() || values.title || 'Titre';
  const description = values.seoDescription?.trim() || values[spec.summary]?.trim() || '';
  const shareImage = values.seoImage || image;
  const host = typeof window === 'undefined' ? '' : window.location.host;
  const path = `${spec.section}/${values.slug || '…'}`;
  const base = `seo-${form.kind}`;
  const [open, setOpen] = useState(() => Boolean(values.seoTitle || values.seoDescription || values.seoImage));

  return (
    <details
      className="rounded-lg border border-slate-200 p-3 sm:p-4"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="cursor-pointer text-sm font-semibold text-slate-900">
        Référencement (moteurs de recherche et partage)
      </summary>
      {/* Rendered once opened: a closed section adds no second title or image picker to the form. */}
      {open && (
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          <div className="min-w-0 space-y-4">
            <div>
              <TextField
                form={form}
                name="seoTitle"
                label="Titre pour les moteurs de recherche"
                maxLength={120}
                placeholder={values.title}
                hint="Vide : le titre."
                aria-describedby={`${base}-titre-compte`}
              />
              <Counter id={`${base}-titre-compte`} length={title.length} advice={SEO_ADVICE.title} />
            </div>
            <div>
              <TextAreaField
                form={form}
                name="seoDescription"
                label="Description pour les moteurs de recherche"
                rows={3}
                maxLength={320}
                hint={`Vide : ${spec.summary === 'excerpt' ? 'l’extrait' : 'la description'}.`}
                aria-describedby={`${base}-description-compte`}
              />
              <Counter id={`${base}-description-compte`} length={description.length} advice={SEO_ADVICE.description} />
            </div>
            <ImageField
              form={form}
              name="seoImage"
              label="Image de partage"
              fallback={image ? { url: image, note: 'Sans image de partage, l’image du contenu est utilisée.' } : null}
            />
          </div>
          <div className="min-w-0 space-y-4">
            <figure
              aria-label="Aperçu du résultat de recherche"
              className="rounded-lg bg-white p-3 ring-1 ring-slate-200"
            >
              <figcaption className="mb-2 text-xs font-semibold tracking-wider text-slate-500 uppercase">
                Résultat de recherche
              </figcaption>
              <p className="truncate text-xs text-emerald-800">
                {host}
                {path}
              </p>
              <p className="mt-0.5 line-clamp-1 text-lg text-blue-800">{withBrand(title)}</p>
              <p className="mt-0.5 line-clamp-2 text-sm text-slate-700">{description}</p>
            </figure>
            <figure
              aria-label="Aperçu du partage"
              className="overflow-hidden rounded-lg bg-white ring-1 ring-slate-200"
            >
              <figcaption className="px-3 pt-3 text-xs font-semibold tracking-wider text-slate-500 uppercase">
                Lien partagé
              </figcaption>
              {shareImage ? (
                <Thumb src={shareImage} alt="" className="mt-2 aspect-[1.91/1] w-full rounded-none border-0" />
              ) : (
                <div className="mt-2 aspect-[1.91/1] w-full bg-slate-100" />
              )}
              <div className="p-3">
                <p className="text-xs text-slate-500 uppercase">{host}</p>
                <p className="line-clamp-2 font-semibold text-slate-900">{title}</p>
                <p className="line-clamp-2 text-sm text-slate-600">{description}</p>
              </div>
            </figure>
          </div>
        </div>
      )}
    </details>
  );
}
