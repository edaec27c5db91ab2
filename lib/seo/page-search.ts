import 'server-only';
import type { Metadata } from 'next';
import type { TextPageId } from '@/lib/content/site-texts';
import { fillTexts, pageVariables, siteVariables } from '@/lib/content/text-variables';
import { getPriceTable } from '@/lib/data/pricing';
import { getSiteDetails } from '@/lib/data/settings';
import { getPageTexts } from '@/lib/data/texts';
import { buildMetadata, type MetadataInput } from './metadata';

/**
 * A page of « Textes du site »'s metadata: its own title and description for search engines where the
 * owner gave them (« Moteurs de recherche : … », variables replaced as on the page), else `input`'s.
 */
export async function textPageMetadata(page: TextPageId, input: MetadataInput): Promise<Metadata> {
  const [texts, site, table] = await Promise.all([getPageTexts(page), getSiteDetails(), getPriceTable()]);
  const own = fillTexts(texts as { seoTitle?: string; seoDescription?: string }, {
    ...siteVariables(site),
    ...pageVariables(page, table),
  });
  return buildMetadata({
    ...input,
    title: own.seoTitle?.trim() || input.title,
    description: own.seoDescription?.trim() || input.description,
  });
}
