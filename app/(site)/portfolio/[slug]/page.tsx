import type { Metadata } from 'next';
import { NotFoundView } from '@/components/layout/not-found-view';
import { ProjectDetail } from '@/components/portfolio/project-detail';
import { PreviewBanner } from '@/components/preview/preview-banner';
import { BackLink } from '@/components/ui/back-link';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { QuoteBanner } from '@/components/ui/quote-banner';
import { getSiteDetails } from '@/lib/data/settings';
import { listProjectSlugs } from '@/lib/data/projects';
import { staticSlugParams } from '@/lib/paging';
import { siteUrl } from '@/lib/env';
import { viewProject } from '@/lib/preview';
import { breadcrumbJsonLd, creativeWorkJsonLd, itemCrumbs, itemMetadata, JsonLd } from '@/lib/seo';
import { followMovedPage } from '@/lib/redirects/page';
import { withTypography } from '@/lib/typography/tree';
import ProjectPageNotFound from './not-found';

type Params = { params: Promise<{ slug: string }> };

// Fully static output. A slug added after the build (or an unknown one) is rendered before anything is
// sent, so a missing project answers with a real 404 status instead of a streamed not-found page.
export const ensureStatic = 'navigation';

export async function generateStaticParams(): Promise<{ slug: string }[]> {
  return staticSlugParams(await listProjectSlugs(), '__aucun-projet__');
}

const path = (slug: string) => `/portfolio/${encodeURIComponent(slug)}`;

/** Meta description: the project's description on one line, cut at a word near 160 characters. */
function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 30)).replace(/[\s,;:.]+$/, '')}…`;
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return itemMetadata(await viewProject((await params).slug), 'Projet non trouvé', (project) => ({
    title: project.title,
    description: summary(project.description),
    keywords: ['portfolio', project.categoryName, project.client, 'mise en page', 'Madagascar'].filter(
      (k): k is string => Boolean(k),
    ),
    path: path(project.slug),
    type: 'article',
    image: { url: siteUrl(project.mainImageUrl), alt: project.title },
    modifiedTime: project.updatedAt,
    publishedTime: project.createdAt,
  }));
}

async function ProjectPage({ params }: Params) {
  const { slug } = await params;
  // Visitors: the public read (prerendered). An admin in preview: the item in any status, at request time.
  const { item: project, preview } = await viewProject(slug);
  if (!project) {
    await followMovedPage(`/portfolio/${slug}`);
    return (
      <NotFoundView>
        <ProjectPageNotFound />
      </NotFoundView>
    );
  }
  const crumbs = itemCrumbs(
    { name: 'Portfolio', path: '/portfolio' },
    { name: project.title, path: path(project.slug) },
  );

  return (
    <>
      {preview && <PreviewBanner path={path(project.slug)} status={project.status} />}
      <JsonLd
        data={[
          creativeWorkJsonLd({
            title: project.title,
            description: project.description,
            path: path(project.slug),
            image: project.mainImageUrl,
            genre: project.categoryName,
            client: project.client,
            dateCreated: project.createdAt.slice(0, 10),
          }),
          breadcrumbJsonLd(crumbs),
        ]}
      />
      <div className="bg-slate-50 pt-8 pb-16 sm:pt-12 sm:pb-20">
        <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
          <Breadcrumbs items={crumbs} className="mb-6" />

          <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5 sm:p-10">
            <ProjectDetail project={project} variant="page" />
          </div>

          <QuoteBanner
            id="projet-devis"
            className="mt-10"
            title="Un projet similaire en tête ?"
            text={`Devis gratuit et sans engagement, réponse sous ${(await getSiteDetails()).delays.quote}.`}
          />

          <p className="mt-8">
            <BackLink href="/portfolio">Retour au portfolio</BackLink>
          </p>
        </div>
      </div>
    </>
  );
}

export default withTypography(ProjectPage);
