import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { sql } from '@/lib/db/client';
import { siteDetails, type SiteDetails } from '@/lib/copy/company';
import { firstRunSettings, incompleteSettings, VARIABLES } from '@/lib/copy/site-defaults';
import {
  SETTINGS_FIELDS,
  settingsSchema,
  type SettingsKey,
  type SettingsValues,
  type SiteSettings,
} from '@/lib/validation/settings';
import type { Audit } from './audit';
import { cachedReadFailed } from './errors';
import { listRevisions, recordRevision, recordVersion, type RevisionSummary } from './revisions';
import { TAGS } from './tags';

// « Réglages »: the studio's details, one row (public.site_settings) read by every public page through
// one cached read, so the pages stay prerendered until the owner saves (updateTag). Server only: the
// first-run values (read from the environment) never reach the back office's scripts.

/** The first-run values, checked like a save from « Réglages »: a refused variable stops with its name. */
export function defaultSettings(): SiteSettings {
  const values = firstRunSettings();
  const parsed = settingsSchema.safeParse(values);
  if (!parsed.success) {
    const key = parsed.error.issues[0]!.path[0] as SettingsKey;
    const label = SETTINGS_FIELDS.find((f) => f.key === key)?.label ?? key;
    throw new Error(`Invalid first-run setting ${VARIABLES[key] ?? key} (${label}): ${JSON.stringify(values[key])}`);
  }
  return parsed.data;
}

/** Stored values over the first-run defaults (a key the row lacks, e.g. a field added later, keeps its default). */
const withDefaults = (values: Partial<SiteSettings> | undefined): SiteSettings => {
  const defaults = defaultSettings();
  const parsed = settingsSchema.safeParse({ ...defaults, ...values });
  return parsed.success ? parsed.data : defaults;
};

/** The settings as the public pages show them; the defaults while none are saved or the database fails. */
export async function getSiteSettings(): Promise<SiteSettings> {
  'use cache';
  cacheTag(TAGS.settings);
  cacheLife('max');
  return withDefaults((await publicDocument('site')) as Partial<SiteSettings> | undefined);
}

/** The studio's details as pages show them (links, the social networks that are set, the legal notice). */
export async function getSiteDetails(): Promise<SiteDetails> {
  return siteDetails(await getSiteSettings());
}

/**
 * The studio's details read fresh, outside any request (the newsletter's mail worker runs in the background,
 * where cached reads are not available).
 */
export async function getSiteDetailsFresh(): Promise<SiteDetails> {
  const row = await readDocument<SiteSettings>('site').catch(() => undefined);
  return siteDetails(withDefaults(row?.values));
}

export type AdminSettings = { id: string | null; values: SiteSettings; updatedAt: string | null; incomplete: string[] };

/** The « Réglages » page's data, read fresh (never cached). */
export async function adminGetSettings(): Promise<AdminSettings> {
  const row = await readDocument<SiteSettings>('site');
  const values = withDefaults(row?.values);
  return {
    id: row?.id ?? null,
    values,
    updatedAt: row?.updatedAt ?? null,
    incomplete: incompleteSettings(values),
  };
}

/** The back office's documents of public.site_settings, by key, with the entity their history and journal name. */
export const SITE_DOCUMENTS = {
  site: { entity: 'settings', summary: (n: number) => `Réglages modifiés (version ${n})` },
  texts: { entity: 'texts', summary: (n: number) => `Textes du site modifiés (version ${n})` },
  testimonials: { entity: 'testimonials', summary: (n: number) => `Témoignages et chiffres modifiés (version ${n})` },
} as const;
export type SiteDocumentKey = keyof typeof SITE_DOCUMENTS;
export type SiteDocumentEntity = (typeof SITE_DOCUMENTS)[SiteDocumentKey]['entity'];

/**
 * A document's stored values as the public pages read them, inside each document's own cached read (under the
 * settings' tag, so a save refreshes every page showing it; the values completed with their defaults are what
 * is cached, not recomputed on every 404); undefined while none is saved or when the database fails (the entry
 * then lives seconds), so the caller shows its defaults.
 */
export async function publicDocument(key: SiteDocumentKey): Promise<unknown> {
  try {
    const [row] = await sql<{ values: unknown }[]>`select values from site_settings where key = ${key}`;
    return row?.values;
  } catch (e) {
    cachedReadFailed(`publicDocument(${key})`, e);
    return undefined;
  }
}

/** A document as its back-office page edits it: its id, its values completed, its last save and its versions. */
export async function adminDocument<V>(
  key: SiteDocumentKey,
  complete: (stored: unknown) => V,
): Promise<{ id: string | null; values: V; updatedAt: string | null; history: RevisionSummary[] }> {
  const row = await readDocument<V>(key);
  return {
    id: row?.id ?? null,
    values: complete(row?.values),
    updatedAt: row?.updatedAt ?? null,
    history: row ? await listRevisions(SITE_DOCUMENTS[key].entity, row.id) : [],
  };
}

/** A document's stored row, read fresh (never cached); undefined until its first save or the seed. */
export async function readDocument<T>(
  key: SiteDocumentKey,
): Promise<{ id: string; values: Partial<T>; updatedAt: string } | undefined> {
  const [row] = await sql<{ id: string; values: Partial<T>; updated_at: Date }[]>`
    select id::text, values, updated_at from site_settings where key = ${key}`;
  return row ? { id: row.id, values: row.values, updatedAt: row.updated_at.toISOString() } : undefined;
}

/**
 * Saves a document, with a revision and a journal entry in the same transaction. The first save also
 * keeps what it replaces (the seeded values, or `initial`, the defaults the site showed) as version 1, so
 * they can be restored. Returns the new revision's number.
 */
export async function saveDocument(
  key: SiteDocumentKey,
  next: object | ((stored: object | undefined) => object),
  audit: Audit | undefined,
  initial?: object,
): Promise<number> {
  const { entity, summary } = SITE_DOCUMENTS[key];
  return sql.begin(async (tx) => {
    const [before] = await tx<{ id: string; values: object; kept: boolean }[]>`
      select s.id::text, s.values,
             exists (select 1 from content_revisions r where r.entity = ${entity} and r.entity_id = s.id) as kept
      from site_settings s where s.key = ${key} for update`;
    if (before && !before.kept) await recordRevision(tx, entity, before.id, { values: before.values });
    // Never seeded (a production database): what the site showed until now, the defaults, is version 1.
    if (!before && initial) {
      const [created] = await tx<{ id: string }[]>`
        insert into site_settings (key, values) values (${key}, ${tx.json(initial as never)}) returning id::text`;
      await recordRevision(tx, entity, created!.id, { values: initial });
    }
    // A function merges into what is stored under the row's lock (one page of the texts, saved by two admins).
    const values = typeof next === 'function' ? next(before?.values) : next;
    const [row] = await tx<{ id: string }[]>`
      insert into site_settings (key, values) values (${key}, ${tx.json(values as never)})
      on conflict (key) do update set values = excluded.values
      returning id::text`;
    return recordVersion(tx, entity, row!.id, { values }, audit, summary);
  }) as Promise<number>;
}

/** The values a document's version held, to restore them; null when that version is gone. */
export async function documentRevision<T>(
  key: SiteDocumentKey,
  id: string,
  revisionId: string,
): Promise<Partial<T> | null> {
  const [row] = await sql<{ values: Partial<T> }[]>`
    select r.snapshot->'values' as values from content_revisions r
    where r.entity = ${SITE_DOCUMENTS[key].entity} and r.entity_id = ${id} and r.id = ${revisionId}`;
  return row?.values ?? null;
}

/** Saves the settings (saveDocument). */
export const saveSettings = (values: SettingsValues, audit?: Audit) =>
  saveDocument('site', values, audit, defaultSettings());

/** The settings' versions, newest first. */
export async function listSettingsRevisions(id: string): Promise<RevisionSummary[]> {
  return listRevisions('settings', id);
}

/** The values a settings' version held. */
export const settingsRevision = (id: string, revisionId: string) =>
  documentRevision<SiteSettings>('site', id, revisionId);
