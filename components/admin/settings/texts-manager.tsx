'use client';
// « Textes du site »: the texts of one page at a time (home, about, services, lists, contact…), as its description lists
// them (lib/copy/site-texts.ts), checked with the action's own schema, saved with a revision and a
// journal entry. The preview beside the form shows them as the page will: variables replaced by today's
// values, French typography applied by the server.
import { useEffect, useMemo, useState } from 'react';
import { previewSiteTexts, restoreSiteTexts, saveSiteTexts } from '@/lib/actions/site-copy';
import { MSG } from '@/lib/copy/messages';
import {
  TEXT_PAGES,
  TEXT_PAGE_IDS,
  type Card,
  type TextFieldSpec,
  type TextPageId,
  type TextValue,
} from '@/lib/copy/site-texts';
import type { AdminTexts } from '@/lib/data/texts';
import { pageTextsSchema } from '@/lib/validation/texts';
import { DocumentHistory } from '../ui/version-history';
import { Button, InputField, PageHeader, SelectField, TextAreaField } from '../ui/controls';
import { useVersionedForm } from '../hooks/use-versioned-form';
import { useKeptDraft } from '../hooks/use-autosave';
import { KeptDraftNotice } from '../ui/kept-draft-notice';
import { messagesByPath } from '../hooks/validate';

type Values = Record<string, TextValue>;
type Errors = Record<string, string>;

const check = (page: TextPageId, values: Values): Errors => messagesByPath(pageTextsSchema(page), values as never);

/** An error of the field or of one of its parts (a card's title, a line of a list). */
const errorOf = (errors: Errors, key: string) =>
  errors[key] ?? Object.entries(errors).find(([path]) => path.startsWith(`${key}.`))?.[1];

function FieldEditor({
  spec,
  value,
  errors,
  onChange,
}: {
  spec: TextFieldSpec;
  value: TextValue;
  errors: Errors;
  onChange: (value: TextValue) => void;
}) {
  if (spec.kind === 'cards') {
    const cards = value as Card[];
    return (
      <fieldset className="rounded-lg border border-slate-200 p-3 sm:p-4">
        <legend className="px-1 text-sm font-medium text-slate-700">{spec.label}</legend>
        <ol className="space-y-4">
          {cards.map((card, i) => (
            <li key={i} className="grid gap-2">
              <InputField
                label={`Carte ${i + 1} : titre`}
                name={`${spec.key}.${i}.title`}
                value={card.title}
                error={errors[`${spec.key}.${i}.title`]}
                onChange={(e) => onChange(cards.map((c, j) => (j === i ? { ...c, title: e.target.value } : c)))}
              />
              <TextAreaField
                label={`Carte ${i + 1} : texte`}
                name={`${spec.key}.${i}.text`}
                value={card.text}
                rows={2}
                error={errors[`${spec.key}.${i}.text`]}
                onChange={(e) => onChange(cards.map((c, j) => (j === i ? { ...c, text: e.target.value } : c)))}
              />
            </li>
          ))}
        </ol>
      </fieldset>
    );
  }
  if (spec.kind === 'list')
    return (
      <TextAreaField
        label={spec.label}
        name={spec.key}
        rows={Math.max(3, (value as string[]).length + 1)}
        value={(value as string[]).join('\n')}
        error={errorOf(errors, spec.key)}
        onChange={(e) => onChange(e.target.value.split('\n'))}
      />
    );
  const Control = spec.kind === 'line' ? InputField : TextAreaField;
  return (
    <Control
      label={spec.label}
      name={spec.key}
      required={!spec.optional}
      value={value as string}
      error={errors[spec.key]}
      onChange={(e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value)}
    />
  );
}

/**
 * The page's texts as visitors will read them: the server's own rendering (variables replaced, French
 * typography), asked for once the typing pauses.
 */
function Preview({ page, values }: { page: TextPageId; values: Values }) {
  const [shown, setShown] = useState<Values | null>(null);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      void previewSiteTexts({ page, values }).then(
        (result) => current && setShown(result.ok ? (result.data as Values) : null),
        () => current && setShown(null),
      );
    }, 400);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [page, values]);
  return (
    <section aria-label="Aperçu" className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-800 sm:p-6">
      <p className="text-xs font-semibold tracking-wider text-slate-500 uppercase">Aperçu</p>
      {!shown ? (
        <p className="mt-3 text-sm text-slate-500">L’aperçu s’affiche quand les textes sont valides.</p>
      ) : (
        <div className="mt-3 space-y-3" aria-live="polite">
          {(TEXT_PAGES[page].fields as readonly TextFieldSpec[]).map((spec) => {
            const value = shown[spec.key];
            // The search engines' words are not on the page.
            if (value === undefined || spec.key.startsWith('seo')) return null;
            if (spec.kind === 'cards')
              return (
                <ul key={spec.key} className="grid gap-2 sm:grid-cols-2">
                  {(value as Card[]).map((c, i) => (
                    <li key={i} className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
                      <p className="font-semibold">{c.title}</p>
                      <p className="mt-1 text-sm text-slate-600">{c.text}</p>
                    </li>
                  ))}
                </ul>
              );
            if (spec.kind === 'list')
              return (
                <ul key={spec.key} className="list-disc space-y-1 pl-5 text-sm">
                  {(value as string[]).map((l, i) => (
                    <li key={i}>{l}</li>
                  ))}
                </ul>
              );
            const text = value as string;
            if (!text) return null;
            return spec.key === 'title' || spec.key === 'headline' ? (
              <p key={spec.key} className="text-xl font-bold text-slate-900">
                {text}
              </p>
            ) : (
              <p key={spec.key} className={spec.kind === 'line' ? 'font-semibold' : 'text-sm text-slate-700'}>
                {text}
              </p>
            );
          })}
        </div>
      )}
    </section>
  );
}

export function TextsManager({ data }: { data: AdminTexts }) {
  const [page, setPage] = useState<TextPageId>('home');
  const form = useVersionedForm<Record<TextPageId, Values>>({
    initial: data.texts as Record<TextPageId, Values>,
    // The page on screen is what « Enregistrer les textes » saves.
    check: (all) => check(page, all[page]),
    save: (all) => saveSiteTexts({ page, values: all[page] }),
    failure: MSG.texts.saveError,
  });
  const { values: texts, setValues: setTexts, errors, setErrors } = form;
  // Every page's unsaved texts are kept in this browser (a save of one page remounts this form from the
  // server: the other pages' changes are then offered back from that copy).
  const kept = useKeptDraft('textes', data.texts as Record<TextPageId, Values>, texts, setTexts);
  const values = texts[page];
  const specs = TEXT_PAGES[page].fields as readonly TextFieldSpec[];
  const known = useMemo(() => TEXT_PAGES[page].variables.join(', '), [page]);

  return (
    <>
      <PageHeader
        title="Textes du site"
        description="Les textes des pages du site : accueil, À propos, services, en-têtes des listes, contact, recherche et page introuvable, et ce que les moteurs de recherche affichent. Un enregistrement les met en ligne aussitôt ; la typographie française est appliquée à l’affichage."
      />
      <div className="grid gap-4 sm:grid-cols-[minmax(0,20rem)_1fr] sm:items-end">
        <SelectField
          label="Page"
          name="page"
          value={page}
          options={TEXT_PAGE_IDS.map((id) => ({ value: id, label: TEXT_PAGES[id].label }))}
          onChange={(e) => {
            setPage(e.target.value as TextPageId);
            setErrors({});
          }}
        />
        <p className="text-sm">
          <a
            href={TEXT_PAGES[page].path}
            target="_blank"
            rel="noopener"
            className="font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            Voir la page en ligne<span className="sr-only"> (nouvel onglet)</span>
          </a>
        </p>
      </div>
      <p className="mt-3 text-xs text-slate-500">Variables possibles : {known}.</p>
      <div className="mt-4 grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] xl:items-start">
        <form noValidate onSubmit={form.submit} aria-busy={form.pending} className="min-w-0 space-y-4">
          <KeptDraftNotice restoredAt={kept.restoredAt} onDiscard={kept.discard} />
          {specs.map((spec) => (
            <FieldEditor
              key={`${page}-${spec.key}`}
              spec={spec}
              value={values[spec.key]!}
              errors={errors}
              onChange={(value) => setTexts((all) => ({ ...all, [page]: { ...all[page], [spec.key]: value } }))}
            />
          ))}
          <Button type="submit" disabled={form.pending}>
            Enregistrer les textes
          </Button>
        </form>
        <div className="min-w-0 xl:sticky xl:top-4">
          <Preview page={page} values={values} />
        </div>
      </div>
      <DocumentHistory document="texts" id={data.id} versions={data.history} restore={restoreSiteTexts} />
    </>
  );
}
