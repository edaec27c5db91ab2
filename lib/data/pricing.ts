import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { sql } from '@/lib/db/client';
import { DEFAULT_PRICE_TABLE, type Plan, type PriceTable } from '@/lib/copy/pricing';
import { SERVICES } from '@/lib/copy/services';
import type { PricingValues } from '@/lib/validation/pricing';
import type { Audit } from './audit';
import { cachedReadFailed } from './errors';
import { listRevisions, recordRevision, recordVersion, type RevisionSummary } from './revisions';
import { TAGS } from './tags';

type Service = keyof PriceTable;
type Row = { id: string; service: Service; plans: Plan[]; updated_at: Date };

/**
 * The price table the public pages show (service pages, summaries, JSON-LD, estimator). Cached with
 * the pages until an admin saves « Tarifs » (updateTag), so the pages stay prerendered. If the table
 * cannot be read at run time the spec's prices are shown meanwhile (a build stops instead).
 */
export async function getPriceTable(): Promise<PriceTable> {
  'use cache';
  cacheTag(TAGS.pricing);
  cacheLife('max');
  try {
    const rows = await sql<Row[]>`select service, plans from service_prices`;
    return { ...DEFAULT_PRICE_TABLE, ...Object.fromEntries(rows.map((r) => [r.service, r.plans])) };
  } catch (e) {
    cachedReadFailed('getPriceTable', e);
    return DEFAULT_PRICE_TABLE;
  }
}

export type ServicePrices = { id: string; service: Service; title: string; plans: Plan[]; updatedAt: string };

/** Every service's plans as stored, in the services' order, for the « Tarifs » page (never cached). */
export async function adminListPrices(): Promise<ServicePrices[]> {
  const rows = await sql<Row[]>`select id::text, service, plans, updated_at from service_prices`;
  const order = Object.keys(DEFAULT_PRICE_TABLE) as Service[];
  return rows
    .sort((a, b) => order.indexOf(a.service) - order.indexOf(b.service))
    .map((r) => ({
      id: r.id,
      service: r.service,
      title: SERVICES[r.service].title,
      plans: r.plans,
      updatedAt: r.updated_at.toISOString(),
    }));
}

/**
 * Replaces a service's plans, with a revision and a journal entry in the same transaction. The first
 * save also keeps the plans it replaces (the seeded ones) as version 1, so they can be restored.
 * Returns the new revision's number.
 */
export async function savePrices(values: PricingValues, audit?: Audit): Promise<number> {
  return sql.begin(async (tx) => {
    const plans = values.plans.map(({ highlighted, ...p }) => ({ ...p, highlighted }));
    const [before] = await tx<{ id: string; plans: Plan[]; kept: boolean }[]>`
      select p.id::text, p.plans,
             exists (select 1 from content_revisions r where r.entity = 'pricing' and r.entity_id = p.id) as kept
      from service_prices p where p.service = ${values.service} for update`;
    if (before && !before.kept) await recordRevision(tx, 'pricing', before.id, { plans: before.plans });
    const [row] = await tx<{ id: string }[]>`
      insert into service_prices (service, plans) values (${values.service}, ${tx.json(plans as never)})
      on conflict (service) do update set plans = excluded.plans
      returning id::text`;
    return recordVersion(
      tx,
      'pricing',
      row!.id,
      { plans },
      audit,
      (n) => `Tarifs « ${SERVICES[values.service].title} » modifiés (version ${n})`,
    );
  }) as Promise<number>;
}

/** A price table's versions, newest first. */
export async function listPriceRevisions(id: string): Promise<RevisionSummary[]> {
  return listRevisions('pricing', id);
}

/** The plans a version held, to restore them; null when that version is gone. */
export async function priceRevision(
  id: string,
  revisionId: string,
): Promise<{ service: Service; plans: Plan[] } | null> {
  const [row] = await sql<{ service: Service; plans: Plan[] }[]>`
    select p.service, r.snapshot->'plans' as plans
    from content_revisions r join service_prices p on p.id = r.entity_id
    where r.entity = 'pricing' and r.entity_id = ${id} and r.id = ${revisionId}`;
  return row ?? null;
}
