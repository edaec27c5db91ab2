import 'server-only';
// The review's e-mails: « À relire » to every editor and administrator when an author proposes a draft, and
// the answer to the author (published, or sent back with the note). Team members only, one message per step:
// no stranger's door. Without SMTP_URL nothing is sent (the dashboard's « À relire » list says it all).
import { KINDS, type EntryKind } from '@/lib/kinds';
import { getSiteDetails } from '@/lib/data/settings';
import type { Audit } from '@/lib/data/audit';
import { requestReview, reviewerEmails } from '@/lib/data/review';
import { mailConfigured, mailLink, sendMail } from '@/lib/mail/send';
import { mayMailForStaff } from '@/lib/security/door-gate';
import { renderMail, studioFooter } from '@/lib/mail/templates';

const ADMIN_LIST: Record<EntryKind, string> = {
  post: '/admin/blog',
  tutorial: '/admin/tutorials',
  project: '/admin/projects',
};
const formLink = (kind: EntryKind, id: string) => mailLink(ADMIN_LIST[kind], { modifier: id });

async function send(
  actor: string | null,
  to: string[],
  subject: string,
  title: string,
  paragraphs: string[],
  button: { label: string; url: string },
) {
  if (!mailConfigured() || to.length === 0) return;
  const site = await getSiteDetails();
  for (const address of to) {
    // Within the acting account's budget (lib/security/email-budgets.ts); past it the step is recorded, unmailed.
    if (!(await mayMailForStaff(actor))) return;
    const { text, html } = renderMail({
      title,
      paragraphs,
      button,
      footer: studioFooter(site, `Ce message a été envoyé à ${address}, membre de l’équipe du site.`),
    });
    await sendMail({ to: address, subject, text, html }).catch((e) =>
      console.error('[review] e-mail not sent:', e instanceof Error ? e.message : e),
    );
  }
}

/**
 * Puts a saved draft in « À relire » and tells the reviewers (after the save, when the form asked for it), once per
 * request: saving a draft that already waits tells nobody again.
 */
export async function proposeForReview(kind: EntryKind, id: string, audit: Audit): Promise<void> {
  const { title, first } = await requestReview(kind, id, audit);
  if (first) await mailReviewRequest(kind, id, title, audit);
}

/** Tells every editor and administrator that a draft waits for review. */
async function mailReviewRequest(kind: EntryKind, id: string, title: string, audit: Audit): Promise<void> {
  const { label } = KINDS[kind];
  const author = audit.actorEmail ?? '';
  await send(
    audit.actorId,
    await reviewerEmails(),
    `À relire : ${title}`,
    `${label} à relire`,
    [`${author} propose « ${title} » à la relecture.`, 'Publiez-le, ou renvoyez-le à son auteur avec une note.'],
    { label: 'Relire', url: formLink(kind, id) },
  );
}

/** Tells the author how their draft was answered. */
export async function mailReviewAnswer(
  actor: string | null,
  kind: EntryKind,
  id: string,
  title: string,
  author: string | null,
  answer: { published: true } | { published: false; note: string },
): Promise<void> {
  if (!author) return;
  await send(
    actor,
    [author],
    answer.published ? `Publié : ${title}` : `À reprendre : ${title}`,
    answer.published ? 'Votre texte est en ligne' : 'Votre texte vous est renvoyé',
    answer.published
      ? [`« ${title} » a été relu et publié.`]
      : [`« ${title} » vous est renvoyé avec cette note :`, answer.note],
    { label: answer.published ? 'Voir dans l’administration' : 'Reprendre le brouillon', url: formLink(kind, id) },
  );
}
