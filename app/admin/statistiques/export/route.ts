// « Exporter en CSV » of « Statistiques »: every counter of the period, for French spreadsheet software (UTF-8 with
// BOM, `;` between cells). Administrators and editors only (checked here, on the server): the figures hold no
// personal data, but an author sees only their own articles' figures.
import { getStaff } from '@/lib/auth';
import { readPeriod } from '@/lib/audience/period';
import { audienceRows } from '@/lib/data/audience-report';
import { csvDocument } from '@/lib/newsletter/csv';

const refused = (status: number, text: string) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

export async function GET(request: Request): Promise<Response> {
  const staff = await getStaff('stats');
  if (!staff || staff.role === 'author') return refused(401, 'Accès réservé aux administrateurs et aux éditeurs.');
  try {
    const { period } = readPeriod(Object.fromEntries(new URL(request.url).searchParams));
    const rows = await audienceRows(period);
    const lines = [
      ['Jour', 'Mesure', 'Valeur', 'Nombre'],
      ...rows.map((r) => [r.day, r.metric, r.dim, String(r.count)]),
    ];
    const csv = csvDocument(lines);
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="statistiques-${period.from}-${period.to}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  } catch (e) {
    console.error('[admin] statistics export failed:', e);
    return refused(503, 'Erreur lors de l’export des statistiques');
  }
}
