'use client';
// « Témoignages et chiffres »: the testimonials in the order the home page shows them (add, edit, move,
// hide, remove; a photo through the image upload, or the initials) and the four figures of the statistics
// strip, saved together with a revision and a journal entry.
import { useState } from 'react';
import { restoreSiteTestimonials, saveSiteTestimonials } from '@/lib/actions/site-copy';
import { MSG } from '@/lib/copy/messages';
import type { Testimonial } from '@/lib/copy/testimonials';
import type { AdminTestimonials } from '@/lib/data/testimonials';
import { MAX_TESTIMONIALS, testimonialsSchema, type TestimonialsValues } from '@/lib/validation/testimonials';
import { PlusIcon } from '@/components/icons/admin';
import { OrderButtons, moved } from '../ui/order-buttons';
import { SingleImageUpload } from '../entries/single-image-upload';
import { DocumentHistory } from '../ui/version-history';
import { Button, InputField, PageHeader, SelectField, TextAreaField, buttonClass } from '../ui/controls';
import { useVersionedForm } from '../hooks/use-versioned-form';
import { messagesByPath } from '../hooks/validate';

type Errors = Record<string, string>;

const check = (values: TestimonialsValues): Errors => messagesByPath(testimonialsSchema, values);

const newId = () => `temoignage-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const RATINGS = [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} étoile${n > 1 ? 's' : ''} sur 5` }));

export function TestimonialsManager({ data }: { data: AdminTestimonials }) {
  const form = useVersionedForm<TestimonialsValues>({
    initial: data.values,
    check,
    save: (values) => saveSiteTestimonials({ values }),
    failure: MSG.testimonials.saveError,
  });
  const { values, setValues, errors } = form;
  const [uploading, setUploading] = useState(0);

  const setItem = (index: number, patch: Partial<Testimonial>) =>
    setValues((v) => ({ ...v, items: v.items.map((t, i) => (i === index ? { ...t, ...patch } : t)) }));

  return (
    <>
      <PageHeader
        title="Témoignages et chiffres"
        description="Les témoignages de l’accueil, dans leur ordre d’affichage, et les chiffres clés de l’accueil, de la page À propos et du portfolio. Un enregistrement les met en ligne aussitôt."
      />
      <form noValidate onSubmit={form.submit} aria-busy={form.pending} className="space-y-6">
        <section
          aria-labelledby="temoignages-liste"
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <h2 id="temoignages-liste" className="text-lg font-semibold text-slate-900">
            Témoignages ({values.items.filter((t) => !t.hidden).length} affichés sur {values.items.length})
          </h2>
          <ol className="mt-4 space-y-4">
            {values.items.map((t, i) => (
              <li
                key={t.id}
                aria-label={`Témoignage ${i + 1} : ${t.author || 'sans nom'}`}
                className={`rounded-lg border p-3 sm:p-4 ${t.hidden ? 'border-dashed border-slate-300 bg-slate-50' : 'border-slate-200'}`}
              >
                <div className="grid gap-3 md:grid-cols-2">
                  <InputField
                    label="Nom"
                    name={`items.${i}.author`}
                    required
                    value={t.author}
                    maxLength={80}
                    error={errors[`items.${i}.author`]}
                    onChange={(e) => setItem(i, { author: e.target.value })}
                  />
                  <InputField
                    label="Société ou fonction, ville"
                    name={`items.${i}.company`}
                    value={t.company}
                    maxLength={120}
                    error={errors[`items.${i}.company`]}
                    onChange={(e) => setItem(i, { company: e.target.value })}
                  />
                  <div className="md:col-span-2">
                    <TextAreaField
                      label="Témoignage"
                      name={`items.${i}.content`}
                      required
                      rows={3}
                      maxLength={600}
                      value={t.content}
                      error={errors[`items.${i}.content`]}
                      onChange={(e) => setItem(i, { content: e.target.value })}
                    />
                  </div>
                  <SelectField
                    label="Note"
                    name={`items.${i}.rating`}
                    value={String(t.rating)}
                    options={RATINGS}
                    error={errors[`items.${i}.rating`]}
                    onChange={(e) => setItem(i, { rating: Number(e.target.value) })}
                  />
                  <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-700">
                    <input
                      type="checkbox"
                      checked={t.hidden}
                      onChange={(e) => setItem(i, { hidden: e.target.checked })}
                      className="size-4 rounded border-slate-300 text-brand-600"
                    />
                    Masquer sur le site
                  </label>
                  <div className="md:col-span-2">
                    <SingleImageUpload
                      label="Photo (facultative : les initiales sinon)"
                      bucket="project-images"
                      value={t.photo}
                      onChange={(url) => setItem(i, { photo: url })}
                      onUploadingChange={(busy) => setUploading((n) => n + (busy ? 1 : -1))}
                      error={errors[`items.${i}.photo`]}
                    />
                  </div>
                </div>
                <div className="mt-3 flex flex-wrap gap-2">
                  <OrderButtons
                    index={i}
                    count={values.items.length}
                    onMove={(by) => setValues((v) => ({ ...v, items: moved(v.items, i, by) }))}
                    onRemove={() => setValues((v) => ({ ...v, items: v.items.filter((_, j) => j !== i) }))}
                  />
                </div>
              </li>
            ))}
          </ol>
          {errors.items && <p className="mt-2 text-sm text-red-600">{errors.items}</p>}
          <button
            type="button"
            className={`${buttonClass.secondary} mt-4`}
            disabled={values.items.length >= MAX_TESTIMONIALS}
            onClick={() =>
              setValues((v) => ({
                ...v,
                items: [
                  ...v.items,
                  { id: newId(), author: '', company: '', content: '', rating: 5, photo: '', hidden: false },
                ],
              }))
            }
          >
            <PlusIcon /> Ajouter un témoignage
          </button>
        </section>

        <section
          aria-labelledby="chiffres-cles"
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <h2 id="chiffres-cles" className="text-lg font-semibold text-slate-900">
            Chiffres clés
          </h2>
          <p className="mt-1 text-sm text-slate-600">Par exemple « 100+ » et « Livres mis en page ».</p>
          <ol className="mt-4 grid gap-4 md:grid-cols-2">
            {values.statistics.map((s, i) => (
              <li key={i} className="grid gap-2 sm:grid-cols-[6rem_1fr]">
                <InputField
                  label={`Chiffre ${i + 1}`}
                  name={`statistics.${i}.value`}
                  value={s.value}
                  maxLength={12}
                  error={errors[`statistics.${i}.value`]}
                  onChange={(e) =>
                    setValues((v) => ({
                      ...v,
                      statistics: v.statistics.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)),
                    }))
                  }
                />
                <InputField
                  label={`Libellé ${i + 1}`}
                  name={`statistics.${i}.label`}
                  value={s.label}
                  maxLength={60}
                  error={errors[`statistics.${i}.label`]}
                  onChange={(e) =>
                    setValues((v) => ({
                      ...v,
                      statistics: v.statistics.map((x, j) => (j === i ? { ...x, label: e.target.value } : x)),
                    }))
                  }
                />
              </li>
            ))}
          </ol>
        </section>

        <Button type="submit" disabled={form.pending || uploading > 0}>
          Enregistrer les témoignages et les chiffres
        </Button>
      </form>
      <DocumentHistory document="testimonials" id={data.id} versions={data.history} restore={restoreSiteTestimonials} />
    </>
  );
}
