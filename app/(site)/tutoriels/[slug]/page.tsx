import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { NotFoundView } from '@/components/layout/not-found-view';
import { ItemNotFound } from '@/components/ui/item-not-found';
import { ItemFrame, ItemHeading } from '@/components/layout/item-frame';
import { DurationMeta } from '@/components/tutorials/tutorial-card';
import { VideoFacade } from '@/components/tutorials/video-facade';
import { PublicBody } from '@/components/blog/public-body';
import { BackLink } from '@/components/ui/back-link';
import { SmartImage } from '@/components/ui/smart-image';
import { ITEM_NOT_FOUND } from '@/lib/copy/not-found';
import { getTutorialById, listTutorials, listTutorialSlugs } from '@/lib/data/tutorials';
import { staticSlugParams } from '@/lib/paging';
import { viewTutorial } from '@/lib/preview';
import { itemMetadata, itemPage, videoJsonLd } from '@/lib/seo';
import { followMovedPage } from '@/lib/redirects/page';
import { withTypography } from '@/lib/typography/tree';
import { isUuid } from '@/lib/validation/text';

type Params = Promise<{ slug: string }>;

// The whole page is static (cached reads only). This also makes a slug unknown at build time wait
// for its render instead of streaming a fallback shell: a missing tutorial answers a real 404 and
// an id a real 308 with its Location header.
export const ensureStatic = 'navigation';

export async function generateStaticParams(): Promise<{ slug: string }[]> {
  return staticSlugParams(await listTutorialSlugs().catch(() => []), 'aucun-tutoriel');
}

/** Older links use the id, the canonical URL uses the slug: both readings work. */
async function findTutorial(param: string) {
  if (isUuid(param)) {
    const byId = await getTutorialById(param);
    if (byId) permanentRedirect(`/tutoriels/${byId.slug}`);
  }
  return viewTutorial(param);
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  // An id is answered by a redirect to the slug: it has no metadata of its own.
  const found = isUuid(slug) ? { item: null, preview: false } : await viewTutorial(slug);
  return itemMetadata(found, ITEM_NOT_FOUND.tutorial.title, (tutorial) => itemPage('tutorial', tutorial));
}

async function TutorialPage({ params }: { params: Params }) {
  // Visitors: the public read (prerendered). An admin in preview: the item in any status, at request time.
  const { slug } = await params;
  const { item: tutorial, preview } = await findTutorial(slug);
  if (!tutorial) {
    await followMovedPage(`/tutoriels/${slug}`);
    return (
      <NotFoundView>
        <ItemNotFound kind="tutorial" />
      </NotFoundView>
    );
  }
  const { videoId } = tutorial;

  return (
    <ItemFrame
      kind="tutorial"
      data={videoJsonLd(itemPage('tutorial', tutorial), {
        uploadDate: tutorial.createdAt,
        duration: tutorial.duration,
        embedUrl: videoId ? `https://www.youtube-nocookie.com/embed/${videoId}` : undefined,
      })}
      item={tutorial}
      preview={preview}
      related={(await listTutorials(4)).filter((t) => t.id !== tutorial.id).slice(0, 3)}
    >
      <article className="-mt-16 bg-gradient-to-b from-brand-50 to-white pt-24 pb-16 sm:pt-28 xl:-mt-20 xl:pt-32">
        <div className="mx-auto max-w-5xl px-4 sm:px-6">
          <BackLink href="/tutoriels">Retour aux tutoriels</BackLink>
          <div className="mt-8">
            {tutorial.videoId ? (
              <VideoFacade
                videoId={tutorial.videoId}
                title={tutorial.title}
                thumbnail={tutorial.thumbnail}
                categoryName={tutorial.categoryName}
              />
            ) : (
              <div className="relative aspect-video overflow-hidden rounded-2xl bg-slate-900 shadow-xl">
                <SmartImage
                  src={tutorial.thumbnail}
                  alt={tutorial.title}
                  preload
                  sizes="(min-width: 1024px) 1024px, 100vw"
                  className="object-cover"
                  categoryName={tutorial.categoryName}
                />
              </div>
            )}
          </div>
          <div className="mx-auto mt-10 max-w-3xl">
            <ItemHeading
              kind="tutorial"
              category={tutorial.categoryName ?? 'Tutoriel'}
              meta={tutorial.duration && <DurationMeta duration={tutorial.duration} />}
              title={tutorial.title}
              lead={tutorial.description}
              tags={tutorial.tags}
            />
            {tutorial.body.trim() && <PublicBody markdown={tutorial.body} className="mt-10" />}
          </div>
        </div>
      </article>
    </ItemFrame>
  );
}

export default withTypography(TutorialPage);
