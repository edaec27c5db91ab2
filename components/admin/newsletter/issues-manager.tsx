'use client';
// « Lettres »: compose an issue (subject, introduction, articles and tutorials chosen and ordered), preview it
// as sent, send a test to oneself, then send it to every confirmed subscriber; the issues already sent show
// their counts (sent, waiting, failed), refreshed every two seconds while one is being sent.
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import {
  deleteIssueDraft,
  issueProgress,
  previewIssue,
  saveIssue,
  scheduleIssue,
  sendIssue,
  sendIssueTest,
} from '@/lib/actions/newsletter-issues';
import { MSG } from '@/lib/copy/messages';
import type { Issue, IssueItem, IssueItemRef } from '@/lib/data/newsletter-issues';
import { MAX_ISSUE_ITEMS, issueSchema } from '@/lib/validation/newsletter-issue';
import { PlusIcon } from '@/components/icons/admin';
import { IssueList } from './issue-list';
import { ScheduleSend } from './schedule-send';
import { OrderButtons, moved } from '../ui/order-buttons';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Button, InputField, PageHeader, TextAreaField, buttonClass } from '../ui/controls';
import { useAction } from '../hooks/use-action';
import { useKeptDraft } from '../hooks/use-autosave';
import { LEAVE_MESSAGE } from '../hooks/use-leave-guard';
import { KeptDraftNotice } from '../ui/kept-draft-notice';
import { messagesByPath } from '../hooks/validate';

type Draft = { id: string | null; subject: string; intro: string; items: IssueItemRef[] };
const EMPTY: Draft = { id: null, subject: '', intro: '', items: [] };
const same = (a: IssueItemRef, b: IssueItemRef) => a.kind === b.kind && a.id === b.id;

const errorsOf = (draft: Draft) => messagesByPath(issueSchema, draft, 1);

export function IssuesManager({
  issues,
  candidates,
  subscribers,
}: {
  issues: Issue[];
  candidates: IssueItem[];
  subscribers: number;
}) {
  const router = useRouter();
  const action = useAction();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  // What is stored of the letter being edited (nothing yet for a new one): the form differs from it until saved.
  const [saved, setSaved] = useState<Draft>(EMPTY);
  const kept = useKeptDraft('lettre', saved, draft, setDraft);
  /** Another letter in the form: asks first when this one has unsaved changes. */
  const open = (next: Draft) => {
    if (kept.dirty && !window.confirm(LEAVE_MESSAGE)) return false;
    setDraft(next);
    setSaved(next);
    kept.clear();
    return true;
  };
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<string | null>(null);
  const [confirmSend, setConfirmSend] = useState(false);
  /** After a letter leaves the composer (sent or programmed): a blank one, the list refreshed. */
  const reset = () => {
    setDraft(EMPTY);
    setSaved(EMPTY);
    kept.clear();
    setPreview(null);
    router.refresh();
  };

  // While an issue is being sent, its counts follow the queue (on Vercel each poll also sends a few).
  const sendingId = issues.find((i) => i.status === 'sending')?.id;
  useEffect(() => {
    if (!sendingId) return;
    let active = true;
    const timer = setInterval(() => {
      void issueProgress({ id: sendingId }).then(() => active && router.refresh());
    }, 2000);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [sendingId, router]);

  const chosen = draft.items
    .map((ref) => candidates.find((c) => same(c, ref)))
    .filter((c): c is IssueItem => Boolean(c));
  const valid = () => {
    const checked = errorsOf(draft);
    setErrors(checked);
    return Object.keys(checked).length === 0;
  };
  const values = () => ({ subject: draft.subject, intro: draft.intro, items: draft.items });

  const save = (then?: (id: string) => void) => {
    if (!valid()) return;
    action.run(() => saveIssue({ id: draft.id, ...values() }), {
      failure: MSG.issue.error,
      onSuccess: (result) => {
        const id = (result.data as { id: string }).id;
        setDraft((d) => ({ ...d, id }));
        setSaved({ ...draft, id });
        kept.clear();
        router.refresh();
        then?.(id);
      },
    });
  };

  return (
    <>
      <PageHeader
        title="Lettres"
        description={`Composez une lettre à partir des articles et tutoriels publiés, vérifiez-la, envoyez-vous un test, puis envoyez-la ${
          subscribers === 0
            ? 'à vos abonnés (aucun abonné confirmé pour le moment).'
            : `${subscribers > 1 ? `aux ${subscribers} abonnés confirmés` : 'à votre abonné confirmé'}.`
        }`}
      />
      <section
        aria-labelledby="lettre-edition"
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="lettre-edition" className="text-lg font-semibold text-slate-900">
          {draft.id ? 'Modifier le brouillon' : 'Nouvelle lettre'}
        </h2>
        <div className="mt-4 grid gap-4">
          <KeptDraftNotice restoredAt={kept.restoredAt} onDiscard={kept.discard} />
          <InputField
            label="Objet"
            name="subject"
            required
            maxLength={150}
            value={draft.subject}
            error={errors.subject}
            onChange={(e) => setDraft((d) => ({ ...d, subject: e.target.value }))}
          />
          <TextAreaField
            label="Introduction"
            name="intro"
            rows={4}
            maxLength={2000}
            hint="Une ligne vide sépare deux paragraphes."
            value={draft.intro}
            error={errors.intro}
            onChange={(e) => setDraft((d) => ({ ...d, intro: e.target.value }))}
          />
          <fieldset className="min-w-0">
            <legend className="mb-1 text-sm font-medium text-slate-700">
              Articles et tutoriels ({draft.items.length} sur {MAX_ISSUE_ITEMS} au plus)
            </legend>
            {chosen.length > 0 && (
              <ol aria-label="Dans la lettre" className="mb-3 space-y-2">
                {chosen.map((item, i) => (
                  <li
                    key={`${item.kind}-${item.id}`}
                    className="flex flex-wrap items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 p-2"
                  >
                    <span className="min-w-0 basis-full text-sm break-words sm:flex-1 sm:basis-auto">
                      <span className="font-semibold">{i + 1}.</span> {item.title}{' '}
                      <span className="text-slate-500">({item.kind === 'post' ? 'article' : 'tutoriel'})</span>
                    </span>
                    <OrderButtons
                      index={i}
                      count={chosen.length}
                      onMove={(by) => setDraft((d) => ({ ...d, items: moved(d.items, i, by) }))}
                      onRemove={() => setDraft((d) => ({ ...d, items: d.items.filter((x) => !same(x, item)) }))}
                    />
                  </li>
                ))}
              </ol>
            )}
            <ul
              aria-label="Publiés récemment"
              className="max-h-72 space-y-1 overflow-y-auto rounded-lg border border-slate-200 p-2"
            >
              {candidates
                .filter((c) => !draft.items.some((x) => same(x, c)))
                .map((c) => (
                  <li key={`${c.kind}-${c.id}`} className="flex items-center gap-2">
                    <button
                      type="button"
                      className={buttonClass.secondary}
                      disabled={draft.items.length >= MAX_ISSUE_ITEMS}
                      aria-label={`Ajouter « ${c.title} »`}
                      onClick={() => setDraft((d) => ({ ...d, items: [...d.items, { kind: c.kind, id: c.id }] }))}
                    >
                      <PlusIcon />
                    </button>
                    <span className="min-w-0 text-sm break-words">
                      {c.title} <span className="text-slate-500">({c.kind === 'post' ? 'article' : 'tutoriel'})</span>
                    </span>
                  </li>
                ))}
            </ul>
            {errors.items && <p className="mt-1 text-sm text-red-600">{errors.items}</p>}
          </fieldset>
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button type="button" variant="secondary" disabled={action.pending} onClick={() => save()}>
            Enregistrer le brouillon
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={action.pending}
            onClick={() =>
              valid() &&
              action.run(() => previewIssue(values()), {
                failure: MSG.issue.error,
                onSuccess: (result) => setPreview((result.data as { html: string }).html),
              })
            }
          >
            Aperçu
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={action.pending}
            onClick={() => valid() && action.run(() => sendIssueTest(values()), { failure: MSG.issue.error })}
          >
            M’envoyer un test
          </Button>
          <Button
            type="button"
            disabled={action.pending || subscribers === 0}
            onClick={() => valid() && setConfirmSend(true)}
          >
            Envoyer aux abonnés
          </Button>
          <ScheduleSend
            disabled={action.pending || subscribers === 0}
            onSchedule={(at) =>
              valid() &&
              save((id) => action.run(() => scheduleIssue({ id, at }), { failure: MSG.issue.error, onSuccess: reset }))
            }
          />
          {draft.id && (
            <button type="button" className={buttonClass.secondary} onClick={() => open(EMPTY)}>
              Nouvelle lettre
            </button>
          )}
        </div>
        {preview && (
          <iframe
            title="Aperçu de la lettre"
            sandbox=""
            srcDoc={preview}
            className="mt-4 h-[36rem] w-full rounded-lg border border-slate-200 bg-white"
          />
        )}
      </section>

      <section aria-labelledby="lettres-liste" className="mt-8">
        <h2 id="lettres-liste" className="text-lg font-semibold text-slate-900">
          Lettres
        </h2>
        <IssueList
          issues={issues}
          onEdit={(issue) => {
            if (!open({ id: issue.id, subject: issue.subject, intro: issue.intro, items: issue.items })) return;
            setPreview(null);
            window.scrollTo({ top: 0 });
          }}
          onDelete={(issue) =>
            action.run(() => deleteIssueDraft({ id: issue.id }), {
              failure: MSG.issue.error,
              onSuccess: () => router.refresh(),
            })
          }
        />
      </section>

      <ConfirmDialog
        open={confirmSend}
        title="Envoyer la lettre"
        message={`« ${draft.subject} » partira vers ${subscribers} abonné${subscribers > 1 ? 's' : ''} confirmé${subscribers > 1 ? 's' : ''}. Une lettre envoyée ne peut plus être modifiée.`}
        confirmLabel="Envoyer"
        busy={action.pending}
        onCancel={() => setConfirmSend(false)}
        onConfirm={() =>
          save((id) =>
            action.run(() => sendIssue({ id }), {
              failure: MSG.issue.error,
              onSuccess: () => {
                setConfirmSend(false);
                reset();
              },
              onError: () => setConfirmSend(false),
            }),
          )
        }
      />
    </>
  );
}
