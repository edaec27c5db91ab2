import 'server-only';
import type { Metadata } from 'next';
import type { TextPageId } from '@/lib/copy/site-texts';
import { getShownPageTexts } from '@/lib/data/texts';
import { buildMetadata, type MetadataInput } from './metadata';

/**
 * `input` with a page of « Textes du site »'s own title and description for search engines where the owner gave
 * them (« Moteurs de recherche : … », variables replaced as on the page).
 */
export async function withPageSearchTexts<I extends MetadataInput>(page: TextPageId, input: I): Promise<I> {
  const own = (await getShownPageTexts(page)) as { seoTitle?: string; seoDescription?: string };
  return {
    ...input,
    title: own.seoTitle?.trim() || input.title,
    description: own.seoDescription?.trim() || input.description,
  };
}

/** A page of « Textes du site »'s metadata (withPageSearchTexts). */
export async function textPageMetadata(page: TextPageId, input: MetadataInput): Promise<Metadata> {
  return buildMetadata(await withPageSearchTexts(page, input));
}
