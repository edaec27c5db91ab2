import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { ArrowLeftIcon } from '@/components/icons/content';
import { NewsletterSection } from '@/components/blog/newsletter-section';
import { TagList } from '@/components/blog/tag-list';
import { DurationMeta, TutorialCard } from '@/components/tutorials/tutorial-card';
import { VideoFacade } from '@/components/tutorials/video-facade';
import { CardGrid } from '@/components/ui/list-page';
import { SmartImage } from '@/components/ui/smart-image';
import { PreviewBanner } from '@/components/preview/preview-banner';
import { getTutorialById, listTutorials, listTutorialSlugs } from '@/lib/data/tutorials';
import { viewTutorial } from '@/lib/preview';
import { breadcrumbJsonLd, buildMetadata, JsonLd, videoJsonLd } from '@/lib/seo';
import { withTypography } from '@/lib/typography/tree';

type Params = Promise<{ slug: string }>;

// The whole page is static (cached reads only). This also makes a slug unknown at build time wait
// for its render instead of streaming a fallback shell: a missing tutorial answers a real 404 and
// an id a real 308 with its Location header.
export const ensureStatic = 'navigation';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function generateStaticParams(): Promise<{ slug: string }[]> {
  const rows = await listTutorialSlugs().catch(() => []);
  // Cache Components needs at least one entry: a placeholder that renders the not-found page.
  return rows.length > 0 ? rows.map((r) => ({ slug: r.slug })) : [{ slug: 'aucun-tutoriel' }];
}

/** Older links use the id, the canonical URL uses the slug: both readings work. */
async function findTutorial(param: string) {
  if (UUID.test(param)) {
    const byId = await getTutorialById(param);
    if (byId) permanentRedirect(`/tutoriels/${byId.slug}`);
  }
  return viewTutorial(param);
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  const { item: tutorial, preview } = UUID.test(slug) ? { item: null, preview: false } : await viewTutorial(slug);
  if (!tutorial) return { title: 'Tutoriel non trouvé', robots: { index: false, follow: true } };
  const metadata = buildMetadata({
    title: tutorial.title,
    description: tutorial.description,
    keywords: tutorial.tags,
    path: `/tutoriels/${tutorial.slug}`,
    image: tutorial.thumbnail,
  });
  return preview ? { ...metadata, robots: { index: false, follow: false } } : metadata;
}

async function TutorialPage({ params }: { params: Params }) {
  const { slug } = await params;
  // Visitors: the public read (prerendered). An admin in preview: the item in any status, at request time.
  const { item: tutorial, preview } = await findTutorial(slug);
  if (!tutorial) notFound();
  const others = (await listTutorials(4)).filter((t) => t.id !== tutorial.id).slice(0, 3);

  return (
    <>
      {preview && <PreviewBanner path={`/tutoriels/${tutorial.slug}`} status={tutorial.status} />}
      <JsonLd
        data={[
          videoJsonLd({
            title: tutorial.title,
            description: tutorial.description,
            path: `/tutoriels/${tutorial.slug}`,
            thumbnailUrl: tutorial.thumbnail,
            uploadDate: tutorial.createdAt,
            duration: tutorial.duration,
            embedUrl: tutorial.videoId ? `https://www.youtube-nocookie.com/embed/${tutorial.videoId}` : undefined,
          }),
          breadcrumbJsonLd([
            { name: 'Accueil', path: '/' },
            { name: 'Tutoriels', path: '/tutoriels' },
            { name: tutorial.title, path: `/tutoriels/${tutorial.slug}` },
          ]),
        ]}
      />
      <article className="-mt-16 bg-gradient-to-b from-brand-50 to-white pt-24 pb-16 sm:pt-28 xl:-mt-20 xl:pt-32">
        <div className="mx-auto max-w-5xl px-4 sm:px-6">
          <Link
            href="/tutoriels"
            className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <ArrowLeftIcon className="size-4" />
            Retour aux tutoriels
          </Link>
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
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600">
              <span className="rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
                {tutorial.categoryName ?? 'Tutoriel'}
              </span>
              {tutorial.duration && <DurationMeta duration={tutorial.duration} />}
            </div>
            <h1 className="mt-5 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
              {tutorial.title}
            </h1>
            <p className="mt-5 text-lg leading-relaxed whitespace-pre-line text-slate-700">{tutorial.description}</p>
            <TagList tags={tutorial.tags} className="mt-6" />
          </div>
        </div>
      </article>
      {others.length > 0 && (
        <section aria-labelledby="more-tutorials" className="border-t border-slate-200 bg-slate-50 py-16">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <h2 id="more-tutorials" className="text-2xl font-bold tracking-tight text-slate-900">
              Autres tutoriels
            </h2>
            <CardGrid className="mt-8" items={others} render={(t) => <TutorialCard tutorial={t} headingLevel={3} />} />
          </div>
        </section>
      )}
      <NewsletterSection source="tutoriel" page={`/tutoriels/${tutorial.slug}`} />
    </>
  );
}

export default withTypography(TutorialPage);
