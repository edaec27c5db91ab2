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
import { issueSchema } from '@/lib/validation/newsletter-issue';
import { IssueList } from './issue-list';
import { ScheduleSend } from './schedule-send';
import { IssueItems } from './issue-items';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Button, InputField, PageHeader, TextAreaField, buttonClass } from '../ui/controls';
import { useAction } from '../hooks/use-action';
import { useKeptDraft } from '../hooks/use-autosave';
import { LEAVE_MESSAGE } from '../hooks/use-leave-guard';
import { KeptDraftNotice } from '../ui/kept-draft-notice';
import { messagesByPath } from '../hooks/validate';

type Draft = { id: string | null; subject: string; intro: string; items: IssueItemRef[]; webVersion: boolean };
const EMPTY: Draft = { id: null, subject: '', intro: '', items: [], webVersion: false };

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

  const valid = () => {
    const checked = errorsOf(draft);
    setErrors(checked);
    return Object.keys(checked).length === 0;
  };
  const values = () => ({
    id: draft.id,
    subject: draft.subject,
    intro: draft.intro,
    items: draft.items,
    webVersion: draft.webVersion,
  });

  const save = (then?: (id: string) => void) => {
    if (!valid()) return;
    action.run(() => saveIssue(values()), {
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
          <IssueItems
            items={draft.items}
            candidates={candidates}
            error={errors.items}
            onChange={(items) => setDraft((d) => ({ ...d, items }))}
          />
          <div className="flex items-start gap-2 text-sm text-slate-700">
            <input
              id="lettre-version-web"
              type="checkbox"
              name="webVersion"
              aria-describedby="lettre-version-web-aide"
              checked={draft.webVersion}
              onChange={(e) => setDraft((d) => ({ ...d, webVersion: e.target.checked }))}
              className="mt-0.5 size-4 shrink-0 rounded border-slate-300 text-brand-600"
            />
            <div>
              <label htmlFor="lettre-version-web" className="font-medium">
                Publier une version web
              </label>
              <p id="lettre-version-web-aide" className="text-slate-500">
                Une fois envoyée, la lettre se lit aussi sur le site, à une adresse que vous pouvez partager (sans les
                liens personnels des abonnés).
              </p>
            </div>
          </div>
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
            const { id, subject, intro, items, webVersion } = issue;
            if (!open({ id, subject, intro, items, webVersion })) return;
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
