'use client';
// « Tarifs »: every plan of every service, edited by the owner (name, amount, unit, delay, description,
// what is included, the highlighted plan). Checked here with the action's own rules (French messages
// beside each field), saved with a revision and a journal entry; a former version can be restored.
import { useState, type ChangeEvent } from 'react';
import { restorePricing, savePricing } from '@/lib/actions/pricing';
import { MSG } from '@/lib/copy/messages';
import { formatPrice } from '@/lib/format/number';
import type { Plan } from '@/lib/copy/pricing';
import type { ServicePrices } from '@/lib/data/pricing';
import type { RevisionSummary } from '@/lib/data/revisions';
import { PRICE_UNITS, pricingSchema } from '@/lib/validation/pricing';
import { VersionHistory } from '../ui/version-history';
import { Button, EmptyState, FormCard, InputField, PageHeader, SelectField, TextAreaField } from '../ui/controls';
import { useVersionedForm, type FieldMessages } from '../hooks/use-versioned-form';

type Draft = Omit<Plan, 'price' | 'includes' | 'delay'> & { price: string; includes: string; delay: string };

const toDraft = (p: Plan): Draft => ({
  ...p,
  price: String(p.price).replace('.', ','),
  includes: p.includes.join('\n'),
  delay: p.delay ?? '',
  highlighted: p.highlighted ?? false,
});

/** The form's French messages, by plan and field (« 0.price »), and '' for the plans as a whole. */
function fieldErrors(drafts: Draft[], service: ServicePrices['service']): FieldMessages {
  const result = pricingSchema.safeParse({ service, plans: drafts });
  const errors: FieldMessages = {};
  for (const issue of result.error?.issues ?? []) {
    const [root, index, field] = issue.path;
    const key = root === 'plans' && typeof index === 'number' && typeof field === 'string' ? `${index}.${field}` : '';
    errors[key] ??= issue.message;
  }
  return errors;
}

type TextKey = 'name' | 'price' | 'unit' | 'delay' | 'description' | 'includes';
const UNIT_OPTIONS = PRICE_UNITS.map((u) => ({ value: u, label: u }));

function PricingForm({ prices, onClose }: { prices: ServicePrices; onClose: () => void }) {
  const form = useVersionedForm<Draft[]>({
    initial: () => prices.plans.map(toDraft),
    check: (drafts) => fieldErrors(drafts, prices.service),
    save: (drafts) => savePricing({ service: prices.service, plans: drafts }),
    failure: MSG.pricing.saveError,
    onSaved: onClose,
  });
  const { values: drafts, setValues: setDrafts, errors } = form;
  const set = (i: number, patch: Partial<Draft>) =>
    setDrafts((all) =>
      all.map((d, j) => (j === i ? { ...d, ...patch } : patch.highlighted ? { ...d, highlighted: false } : d)),
    );

  /** The value, change handler and error of one text field of plan `i`. */
  const bind = (i: number, field: TextKey) => ({
    value: drafts[i]![field],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(i, { [field]: e.target.value }),
    error: errors[`${i}.${field}`],
  });
  return (
    <FormCard title={`Modifier les tarifs\u00a0: ${prices.title}`} onSubmit={form.submit} busy={form.pending}>
      {errors[''] && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {errors['']}
        </p>
      )}
      {drafts.map((d, i) => (
        <fieldset key={d.id} className="rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">
            Formule {i + 1}&nbsp;: {d.name || '(sans nom)'}
          </legend>
          <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
            <InputField label="Nom" required maxLength={80} {...bind(i, 'name')} />
            <InputField
              label="Prix (€ TTC)"
              required
              hint="Par exemple 6 ou 0,50"
              inputMode="decimal"
              {...bind(i, 'price')}
            />
            <SelectField label="Unité" required options={UNIT_OPTIONS} {...bind(i, 'unit')} />
            <InputField label="Délai" hint="Vide : précisé dans le devis" maxLength={80} {...bind(i, 'delay')} />
            <TextAreaField
              label="Description"
              required
              className="md:col-span-2"
              maxLength={300}
              {...bind(i, 'description')}
            />
            <TextAreaField
              label="Ce qui est inclus"
              required
              hint="Une prestation par ligne"
              className="md:col-span-2"
              {...bind(i, 'includes')}
            />
          </div>
          <label className="mt-3 inline-flex items-center gap-2 text-sm text-slate-700">
            <input
              type="radio"
              name={`highlighted-${prices.service}`}
              checked={d.highlighted ?? false}
              onChange={() => set(i, { highlighted: true })}
            />
            Formule mise en avant
          </label>
        </fieldset>
      ))}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={form.pending}>
          Enregistrer les tarifs
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={form.pending}>
          Annuler
        </Button>
      </div>
    </FormCard>
  );
}

function History({
  prices,
  versions,
  disabled,
}: {
  prices: ServicePrices;
  versions: RevisionSummary[];
  disabled: boolean;
}) {
  return (
    <VersionHistory
      versions={versions}
      disabled={disabled}
      document="pricing"
      id={prices.id}
      subject={`Les tarifs «\u202f${prices.title}\u202f»`}
      restore={restorePricing}
    />
  );
}

export function PricingManager({
  services,
  history,
}: {
  services: ServicePrices[];
  history: Record<string, RevisionSummary[]>;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <>
      <PageHeader
        title="Tarifs"
        description="Les formules de chaque service, telles que le site les affiche : pages de services, résumés, estimateur de devis. Un enregistrement les met en ligne aussitôt."
      />
      {services.length === 0 && <EmptyState>Aucun tarif enregistré.</EmptyState>}
      {services.map((s) =>
        editing === s.service ? (
          <PricingForm key={`${s.service}-form`} prices={s} onClose={() => setEditing(null)} />
        ) : (
          <section
            key={s.service}
            aria-labelledby={`tarifs-${s.service}`}
            className="mb-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id={`tarifs-${s.service}`} className="text-lg font-semibold text-slate-900">
                {s.title}
              </h2>
              <Button
                variant="secondary"
                onClick={() => setEditing(s.service)}
                disabled={editing !== null}
                aria-label={`Modifier les tarifs\u00a0: ${s.title}`}
              >
                Modifier
              </Button>
            </div>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {s.plans.map((p) => (
                <li key={p.id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
                  <span className="font-medium text-slate-900">{p.name}</span>
                  {p.highlighted ? (
                    <span className="ml-2 text-xs font-semibold text-brand-700">mise en avant</span>
                  ) : null}
                  <br />
                  <span className="text-slate-700">
                    {formatPrice(p.price)} {p.unit}
                  </span>
                  <span className="text-slate-500"> · {p.delay || 'délai précisé dans le devis'}</span>
                </li>
              ))}
            </ul>
            <History prices={s} versions={history[s.id] ?? []} disabled={editing !== null} />
          </section>
        ),
      )}
    </>
  );
}
