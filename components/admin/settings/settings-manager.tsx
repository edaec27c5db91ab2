'use client';
// « Réglages »: the studio's details (coordinates, legal notice, reply delays) edited by the owner, in
// sections, checked here with the action's own rules (French messages beside each field), saved with a
// revision and a journal entry; a former version can be restored. An empty detail disappears from the site.
import { restoreSiteSettings, saveSiteSettings } from '@/lib/actions/settings';
import { MSG } from '@/lib/copy/messages';
import type { AdminSettings } from '@/lib/data/settings';
import type { RevisionSummary } from '@/lib/data/revisions';
import {
  SETTINGS_FIELDS,
  SETTINGS_SECTIONS,
  settingsSchema,
  type SettingsSection,
  type SiteSettings,
} from '@/lib/validation/settings';
import { DocumentHistory } from '../ui/version-history';
import { Button, HelpBox, InputField, PageHeader, SelectField } from '../ui/controls';
import { DEFAULT_TIME_ZONE, STUDIO_TIME_ZONES } from '@/lib/dates';
import { useVersionedForm } from '../hooks/use-versioned-form';
import { messagesByPath } from '../hooks/validate';

/** The form's French messages, by field. */
const fieldErrors = (values: SiteSettings) => messagesByPath(settingsSchema, values, 1);

const INPUT_TYPES = {
  phone: 'tel',
  email: 'email',
  url: 'url',
  text: 'text',
  delay: 'text',
  promise: 'text',
  zone: 'text',
} as const;
const ZONE_OPTIONS = Object.entries(STUDIO_TIME_ZONES).map(([value, label]) => ({
  value,
  label: `${value === 'UTC' ? label : `${label[0]!.toUpperCase()}${label.slice(1)}`} (${value})`,
}));

export function SettingsManager({ settings, history }: { settings: AdminSettings; history: RevisionSummary[] }) {
  const form = useVersionedForm<SiteSettings>({
    initial: settings.values,
    check: fieldErrors,
    save: saveSiteSettings,
    failure: MSG.settings.saveError,
  });
  const { values, setValues, errors } = form;

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
      <form noValidate onSubmit={form.submit} aria-busy={form.pending} className="mt-6 space-y-6">
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
              {SETTINGS_FIELDS.filter((f) => f.section === section).map((f) =>
                f.check === 'zone' ? (
                  <SelectField
                    key={f.key}
                    label={f.label}
                    name={f.key}
                    value={values[f.key] || DEFAULT_TIME_ZONE}
                    options={ZONE_OPTIONS}
                    error={errors[f.key]}
                    onChange={(e) => setValues((all) => ({ ...all, [f.key]: e.target.value }))}
                  />
                ) : (
                  <InputField
                    key={f.key}
                    label={f.label}
                    name={f.key}
                    type={INPUT_TYPES[f.check]}
                    hint={'hint' in f ? f.hint : undefined}
                    required={f.check === 'delay'}
                    value={values[f.key]}
                    maxLength={f.check === 'text' ? 300 : f.check === 'promise' ? 60 : 200}
                    error={errors[f.key]}
                    onChange={(e) => setValues((all) => ({ ...all, [f.key]: e.target.value }))}
                  />
                ),
              )}
            </div>
          </section>
        ))}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={form.pending}>
            Enregistrer les réglages
          </Button>
        </div>
      </form>
      <DocumentHistory document="settings" id={settings.id} versions={history} restore={restoreSiteSettings} />
    </>
  );
}
