import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { TAGS } from './tags';
import { TEXT_PAGE_IDS, type SiteTexts, type TextPageId } from '@/lib/copy/site-texts';
import { fillTexts, variablesOf } from '@/lib/copy/text-variables';
import { withTextDefaults } from '@/lib/validation/texts';
import type { Audit } from './audit';
import type { RevisionSummary } from './revisions';
import { getPriceTable } from './pricing';
import { adminDocument, documentRevision, getSiteDetails, publicDocument, saveDocument } from './settings';

// « Textes du site »: the page texts, one document of public.site_settings (key 'texts'), read by the home,
// about and service pages through one cached read under the settings' tag, so the pages stay prerendered
// until the owner saves.

type Stored = Partial<Record<TextPageId, unknown>>;

const complete = (stored: Stored | undefined): SiteTexts =>
  Object.fromEntries(TEXT_PAGE_IDS.map((page) => [page, withTextDefaults(page, stored?.[page])])) as SiteTexts;

/** Every page's texts as the site shows them; the first-run texts while none are saved or the database fails. */
export async function getSiteTexts(): Promise<SiteTexts> {
  'use cache';
  cacheTag(TAGS.settings);
  cacheLife('max');
  return complete((await publicDocument('texts')) as Stored | undefined);
}

/** One page's texts (getSiteTexts). */
export async function getPageTexts<P extends TextPageId>(page: P): Promise<SiteTexts[P]> {
  return (await getSiteTexts())[page];
}

/** One page's texts as the page shows them: variables replaced by today's settings and prices. */
export async function getShownPageTexts<P extends TextPageId>(page: P): Promise<SiteTexts[P]> {
  const [texts, site, table] = await Promise.all([getPageTexts(page), getSiteDetails(), getPriceTable()]);
  return fillTexts(texts, variablesOf(page, site, table));
}

export type AdminTexts = { id: string | null; texts: SiteTexts; updatedAt: string | null; history: RevisionSummary[] };

/** The « Textes du site » page's data, read fresh. */
export async function adminGetTexts(): Promise<AdminTexts> {
  const { values, ...document } = await adminDocument('texts', (stored) => complete(stored as Stored | undefined));
  return { ...document, texts: values };
}

/** Saves one page's texts (already validated), the others as they are, as a new version of the document. */
export async function savePageTexts<P extends TextPageId>(
  page: P,
  values: SiteTexts[P],
  audit?: Audit,
): Promise<number> {
  return saveDocument(
    'texts',
    (stored) => ({ ...complete(stored as Stored | undefined), [page]: values }),
    audit,
    complete(undefined),
  );
}

/** Saves the whole document (a restored version, completed with the defaults). */
export const saveAllTexts = (stored: Stored, audit?: Audit) =>
  saveDocument('texts', complete(stored), audit, complete(undefined));

/** The texts a version held. */
export const textsRevision = (id: string, revisionId: string) => documentRevision<Stored>('texts', id, revisionId);
