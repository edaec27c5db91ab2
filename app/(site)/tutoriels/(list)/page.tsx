import type { Metadata } from 'next';
import { TutorialsListBody } from '@/components/tutorials/tutorials-list-body';
import { listTutorialsPage } from '@/lib/data/tutorials';
import { KINDS } from '@/lib/kinds';
import { JsonLd } from '@/lib/seo/json-ld';
import { textPageMetadata, withPageSearchTexts } from '@/lib/seo/page-search';
import { listPageJsonLd } from '@/lib/seo/structured-data';
import { TUTORIALS_SEO } from './seo';
import { withTypography } from '@/lib/typography/tree';

export const generateMetadata = (): Promise<Metadata> => textPageMetadata(TUTORIALS_SEO.texts, TUTORIALS_SEO);

// Prerendered: the first page of the list (the next ones are /tutoriels/page/{n}), described to search engines as
// a collection of the tutorials it lists (the same cached read as the list's).
async function TutorialsPage() {
  const [tutorials, seo] = await Promise.all([
    listTutorialsPage(1),
    withPageSearchTexts(TUTORIALS_SEO.texts, TUTORIALS_SEO),
  ]);
  const items = tutorials.items.map((t) => ({ name: t.title, path: `${KINDS.tutorial.section}/${t.slug}` }));
  return (
    <>
      <JsonLd
        data={listPageJsonLd({
          name: seo.title,
          description: seo.description,
          path: '/tutoriels',
          crumb: 'Tutoriels',
          items,
        })}
      />
      <TutorialsListBody />
    </>
  );
}

export default withTypography(TutorialsPage);
