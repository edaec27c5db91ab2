// CSV export of the newsletter subscribers the list shows (its search and filters): administrators only
// (checked here, on the server).
import { getStaff, requestIp } from '@/lib/auth';
import { appendAudit } from '@/lib/data/audit';
import { listSubscribers } from '@/lib/data/newsletter';
import { readSubscriberListQuery } from '@/lib/admin/list-query';
import { subscribersCsv } from '@/lib/newsletter/csv';
import { applyStudioTimeZone } from '@/lib/admin/time-zone';

export async function GET(request: Request): Promise<Response> {
  const admin = await getStaff('subscribers');
  if (!admin) {
    return new Response('Accès réservé aux administrateurs.', {
      status: 401,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  try {
    await applyStudioTimeZone(); // the dates' column, in the studio's zone
    // The list's own search and filters (the page's « Exporter en CSV » link carries them).
    const filter = readSubscriberListQuery(Object.fromEntries(new URL(request.url).searchParams));
    const subscribers = await listSubscribers(filter);
    const csv = subscribersCsv(subscribers);
    await appendAudit(
      { actorId: admin.id, actorEmail: admin.email, ip: await requestIp() },
      { action: 'export', entity: 'newsletter', summary: `Export CSV de ${subscribers.length} abonné(s)` },
    );
    const day = new Date().toISOString().slice(0, 10);
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="newsletter-${day}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  } catch (e) {
    console.error('[admin] newsletter export failed:', e);
    return new Response('Erreur lors de l’export des abonnés', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
}
