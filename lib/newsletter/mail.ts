import 'server-only';
import { getSiteDetails } from '@/lib/data/settings';
import { mailLink, sendMail } from '@/lib/mail/send';
import { renderMail, studioFooter } from '@/lib/mail/templates';
import { CONFIRM_TTL_HOURS, unsubscribeSignature } from './tokens';
import { CONFIRM_PATH, ONE_CLICK_PATH, UNSUBSCRIBE_PATH } from './types';

// The newsletter's own e-mails: the confirmation of a sign-up and the unsubscribe link asked for on the site.
// (An issue's message is built by lib/newsletter/outbox.ts, renderIssueMessage().)

/** A subscriber's two unsubscribe addresses: the page (a link in the message) and the one-click POST. */
export async function unsubscribeUrls(id: string): Promise<{ page: string; oneClick: string }> {
  const query = { id, jeton: await unsubscribeSignature(id) };
  return { page: mailLink(UNSUBSCRIBE_PATH, query), oneClick: mailLink(ONE_CLICK_PATH, query) };
}

/** The List-Unsubscribe headers (RFC 2369, RFC 8058) of a message to a subscriber. */
export const unsubscribeHeaders = (urls: { oneClick: string }) => ({
  'List-Unsubscribe': `<${urls.oneClick}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

export async function sendConfirmation(email: string, id: string, token: string): Promise<void> {
  const site = await getSiteDetails();
  const link = mailLink(CONFIRM_PATH, { jeton: token });
  const urls = await unsubscribeUrls(id);
  const { text, html } = renderMail({
    preheader: 'Un clic pour confirmer votre inscription.',
    title: 'Confirmez votre inscription',
    paragraphs: [
      'Vous (ou quelqu’un qui a saisi votre adresse) avez demandé à recevoir la lettre d’information du studio : conseils de mise en page, nouveaux articles et tutoriels.',
      'Pour la recevoir, confirmez votre adresse :',
    ],
    button: { label: 'Confirmer mon inscription', url: link },
    after: [
      `Ce lien est valable ${CONFIRM_TTL_HOURS} heures. Si vous n’avez rien demandé, ignorez ce message : sans confirmation, votre adresse sera effacée sous sept jours.`,
      link,
    ],
    footer: studioFooter(
      site,
      'Vous recevez ce message parce que cette adresse a été saisie dans le formulaire de la newsletter.',
    ),
  });
  await sendMail({
    to: email,
    subject: 'Confirmez votre inscription à la newsletter',
    text,
    html,
    replyTo: site.email,
    headers: unsubscribeHeaders(urls),
  });
}

export async function sendUnsubscribeLink(email: string, id: string): Promise<void> {
  const site = await getSiteDetails();
  const urls = await unsubscribeUrls(id);
  const { text, html } = renderMail({
    title: 'Votre lien de désinscription',
    paragraphs: [
      'Vous avez demandé à ne plus recevoir la lettre d’information du studio. Un clic suffit pour effacer votre adresse de notre liste :',
    ],
    button: { label: 'Me désinscrire', url: urls.page },
    after: ['Si vous n’avez rien demandé, ignorez ce message : vous restez inscrit.', urls.page],
    footer: studioFooter(
      site,
      'Vous recevez ce message parce qu’une désinscription a été demandée pour cette adresse.',
    ),
  });
  await sendMail({
    to: email,
    subject: 'Votre lien de désinscription de la newsletter',
    text,
    html,
    replyTo: site.email,
    headers: unsubscribeHeaders(urls),
  });
}
