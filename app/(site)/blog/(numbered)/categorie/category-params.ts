// Params of the static category paths, shared by the category page and its numbered pages.
import { categorySlug } from '@/lib/urls/blog';
import { parsePageNumber, PRERENDERED_LIST_PAGES } from '@/lib/paging';
import { listBlogCategories, listBlogPosts } from '@/lib/data/blog';

/** The category name behind a path slug, or null when no category of a post has that slug. */
export async function categoryFromSlug(slug: string): Promise<string | null> {
  const categories = await listBlogCategories();
  return categories.find((c) => categorySlug(c) === decodeURIComponent(slug)) ?? null;
}

export async function categoryParams(): Promise<{ category: string; pageCount: number }[]> {
  const categories = await listBlogCategories().catch(() => [] as string[]);
  return Promise.all(
    categories.map(async (name) => ({
      category: categorySlug(name),
      pageCount: (await listBlogPosts({ category: name })).pageCount,
    })),
  );
}

export async function categoryPageParams(): Promise<{ category: string; page: string }[]> {
  const out: { category: string; page: string }[] = [];
  for (const { category, pageCount } of await categoryParams().catch(() => [])) {
    for (let n = 2; n <= Math.min(pageCount, PRERENDERED_LIST_PAGES); n++) out.push({ category, page: String(n) });
  }
  return out;
}

export { parsePageNumber };
