'use client';
// « Réglages »: the studio's details (coordinates, legal notice, reply delays) edited by the owner, in
// sections, checked here with the action's own rules (French messages beside each field), saved with a
// revision and a journal entry; a former version can be restored. An empty detail disappears from the site.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { restoreSiteSettings, saveSiteSettings } from '@/lib/actions/settings';
import { MSG } from '@/lib/content/messages';
import type { AdminSettings } from '@/lib/data/settings';
import type { RevisionSummary } from '@/lib/data/revisions';
import { formatDateTime } from '@/lib/dates';
import {
  SETTINGS_FIELDS,
  SETTINGS_SECTIONS,
  settingsSchema,
  type SettingsSection,
  type SiteSettings,
} from '@/lib/validation/settings';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Button, HelpBox, InputField, PageHeader, buttonClass } from '../ui/controls';
import { useAction } from '../hooks/use-action';

/** The form's French messages, by field. */
function fieldErrors(values: SiteSettings): Record<string, string> {
  const result = settingsSchema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

const INPUT_TYPES = { phone: 'tel', email: 'email', url: 'url', text: 'text', delay: 'text' } as const;

function History({ id, versions }: { id: string | null; versions: RevisionSummary[] }) {
  const router = useRouter();
  const restore = useAction();
  const [target, setTarget] = useState<RevisionSummary | null>(null);
  if (!id || versions.length === 0)
    return <p className="text-sm text-slate-500">Aucune modification depuis les réglages d’origine.</p>;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium text-brand-700">Historique ({versions.length})</summary>
      <ul className="mt-2 divide-y divide-slate-100">
        {versions.map((v, i) => (
          <li key={v.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              Version {v.number} — {formatDateTime(v.createdAt)}
              {v.actorEmail ? ` — ${v.actorEmail}` : ' — réglages d’origine'}
              {i === 0 ? ' (en ligne)' : ''}
            </span>
            {i > 0 && (
              <button
                type="button"
                className={buttonClass.secondary}
                disabled={restore.pending}
                onClick={() => setTarget(v)}
              >
                Restaurer la version {v.number}
              </button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={target !== null}
        title="Restaurer ces réglages"
        message={`Les réglages reprendront les valeurs de la version ${target?.number ?? ''}, et le site les affichera aussitôt.`}
        confirmLabel="Restaurer"
        busy={restore.pending}
        onCancel={() => setTarget(null)}
        onConfirm={() =>
          target &&
          restore.run(() => restoreSiteSettings({ id, revisionId: target.id }), {
            failure: MSG.settings.saveError,
            onSuccess: () => {
              setTarget(null);
              router.refresh();
            },
            onError: () => setTarget(null),
          })
        }
      />
    </details>
  );
}

export function SettingsManager({ settings, history }: { settings: AdminSettings; history: RevisionSummary[] }) {
  const router = useRouter();
  const save = useAction();
  const [values, setValues] = useState<SiteSettings>(settings.values);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const checked = fieldErrors(values);
    setErrors(checked);
    if (Object.keys(checked).length > 0) return;
    save.run(() => saveSiteSettings(values), {
      failure: MSG.settings.saveError,
      onSuccess: () => router.refresh(),
      onError: (result) =>
        setErrors(
          Object.fromEntries(
            Object.entries(result.fieldErrors ?? {}).map(([key, messages]) => [key, messages?.[0] ?? '']),
          ),
        ),
    });
  };

  return (
    <>
      <PageHeader
        title="Réglages"
        description="Les coordonnées, les mentions légales et les délais de réponse du studio, tels que le site les affiche. Un enregistrement les met en ligne aussitôt."
      />
      {settings.incomplete.length > 0 && (
        <HelpBox title="À compléter">
          Les mentions légales ou les coordonnées contiennent encore des valeurs de démonstration
          {`\u00a0: ${settings.incomplete.join(', ')}.`}
        </HelpBox>
      )}
      <form noValidate onSubmit={submit} aria-busy={save.pending} className="mt-6 space-y-6">
        {(Object.keys(SETTINGS_SECTIONS) as SettingsSection[]).map((section) => (
          <section
            key={section}
            aria-labelledby={`reglages-${section}`}
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
          >
            <h2 id={`reglages-${section}`} className="text-lg font-semibold text-slate-900">
              {SETTINGS_SECTIONS[section].title}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{SETTINGS_SECTIONS[section].description}</p>
            <div className="mt-4 grid gap-4 md:grid-cols-2">
              {SETTINGS_FIELDS.filter((f) => f.section === section).map((f) => (
                <InputField
                  key={f.key}
                  label={f.label}
                  name={f.key}
                  type={INPUT_TYPES[f.check]}
                  hint={'hint' in f ? f.hint : undefined}
                  required={f.check === 'delay'}
                  value={values[f.key]}
                  maxLength={f.check === 'text' ? 300 : 200}
                  error={errors[f.key]}
                  onChange={(e) => setValues((all) => ({ ...all, [f.key]: e.target.value }))}
                />
              ))}
            </div>
          </section>
        ))}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.pending}>
            Enregistrer les réglages
          </Button>
        </div>
      </form>
      <section aria-label="Historique des réglages" className="mt-8">
        <History id={settings.id} versions={history} />
      </section>
    </>
  );
}
