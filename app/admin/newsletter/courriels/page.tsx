import type { Metadata } from 'next';
import { Suspense } from 'react';
import { loadForAdmin } from '@/lib/admin/load';
import { LoadError } from '@/components/admin/shell/load-error';
import { EmptyState, HelpBox, PageHeader, TableSkeleton } from '@/components/admin/ui/controls';
import { formatDateTime } from '@/lib/dates';
import { listLocalMessages, localMailbox, type LocalMessage } from '@/lib/mail/mailbox';
import { LOCAL_MAILBOX_KEEP } from '@/lib/mail/local-server';

export const metadata: Metadata = { title: 'Courriels envoyés (local)' };

// Every e-mail the site sent through the embedded mail server (development, tests, a local `npm start`):
// headers, the text part and the HTML part as a mail client shows it (a sandboxed frame, no script).
async function Messages() {
  if (!localMailbox())
    return (
      <HelpBox title="Envoi par votre fournisseur">
        Les e-mails partent par le serveur SMTP configuré (SMTP_URL)&nbsp;: consultez-les chez votre fournisseur.
      </HelpBox>
    );
  const messages = await loadForAdmin('local mailbox', () => listLocalMessages());
  if (!messages) return <LoadError message="Erreur lors de la lecture des courriels" />;
  return (
    <>
      <HelpBox title="Boîte de développement">
        Cette boîte est celle du serveur de courriel local, pour le développement et les essais&nbsp;: elle garde les{' '}
        {LOCAL_MAILBOX_KEEP.messages} derniers messages, {LOCAL_MAILBOX_KEEP.days}&nbsp;jours au plus, et tout
        administrateur y lit tous les messages, liens de connexion compris. En production, réglez SMTP_URL&nbsp;: les
        e-mails partent alors par votre fournisseur et ne sont plus gardés ici.
      </HelpBox>
      {messages.length === 0 ? (
        <EmptyState>Aucun courriel envoyé pour le moment.</EmptyState>
      ) : (
        <MessageList messages={messages} />
      )}
    </>
  );
}

function MessageList({ messages }: { messages: LocalMessage[] }) {
  return (
    <ol className="space-y-3">
      {messages.map((m) => (
        <li key={m.id} className="rounded-xl border border-slate-200 bg-white shadow-sm">
          <details>
            <summary className="cursor-pointer list-none p-4">
              <span className="block font-semibold break-words text-slate-900">{m.subject || '(sans objet)'}</span>
              <span className="mt-1 block text-sm break-words text-slate-600">
                À {m.to} {m.date ? `— ${formatDateTime(m.date)}` : ''}
              </span>
            </summary>
            <div className="border-t border-slate-200 p-4">
              <dl className="grid gap-x-4 gap-y-1 text-xs sm:grid-cols-[10rem_1fr]">
                {m.headers.map(([name, value]) => (
                  <div key={name} className="contents">
                    <dt className="font-semibold text-slate-700 capitalize">{name}</dt>
                    <dd className="break-all text-slate-600">{value}</dd>
                  </div>
                ))}
              </dl>
              {m.html && (
                <iframe
                  title={`Version HTML : ${m.subject}`}
                  sandbox=""
                  srcDoc={m.html}
                  className="mt-4 h-[32rem] w-full rounded-lg border border-slate-200 bg-white"
                />
              )}
              <details className="mt-3">
                <summary className="cursor-pointer text-sm font-medium text-brand-700">Version texte</summary>
                <pre className="mt-2 overflow-x-auto text-xs whitespace-pre-wrap text-slate-700">{m.text}</pre>
              </details>
            </div>
          </details>
        </li>
      ))}
    </ol>
  );
}

export default function LocalMailPage() {
  return (
    <>
      <PageHeader
        title="Courriels envoyés (local)"
        description="Ce que le site a envoyé par le serveur de courriel local : confirmations d’inscription, liens de désinscription, lettres, liens de connexion. Rien ne quitte cette machine."
      />
      <Suspense fallback={<TableSkeleton label="Chargement des courriels..." />}>
        <Messages />
      </Suspense>
    </>
  );
}
