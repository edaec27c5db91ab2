import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { ChevronLeftIcon } from '@/components/icons/content';
import { ProjectDetail } from '@/components/portfolio/project-detail';
import { PreviewBanner } from '@/components/preview/preview-banner';
import { QuoteBanner } from '@/components/ui/quote-banner';
import { RESPONSE_TIMES } from '@/lib/content/pricing';
import { listProjectSlugs } from '@/lib/data/projects';
import { siteUrl } from '@/lib/env';
import { viewProject } from '@/lib/preview';
import { breadcrumbJsonLd, buildMetadata, creativeWorkJsonLd, JsonLd } from '@/lib/seo';
import { withTypography } from '@/lib/typography/tree';

type Params = { params: Promise<{ slug: string }> };

// Fully static output. A slug added after the build (or an unknown one) is rendered before anything is
// sent, so a missing project answers with a real 404 status instead of a streamed not-found page.
export const ensureStatic = 'navigation';

// Cache Components needs at least one sample; with no project yet, the placeholder renders notFound().
const NO_PROJECT = '__aucun-projet__';

export async function generateStaticParams(): Promise<{ slug: string }[]> {
  const slugs = await listProjectSlugs();
  return slugs.length > 0 ? slugs.map((s) => ({ slug: s.slug })) : [{ slug: NO_PROJECT }];
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
  const { slug } = await params;
  const { item: project, preview } = await viewProject(slug);
  if (!project) return { title: 'Projet non trouvé', robots: { index: false } };
  const keywords = ['portfolio', project.categoryName, project.client, 'mise en page', 'Madagascar'].filter(
    (k): k is string => Boolean(k),
  );
  const metadata = buildMetadata({
    title: project.title,
    description: summary(project.description),
    keywords,
    path: path(project.slug),
    type: 'article',
    image: { url: siteUrl(project.mainImageUrl), alt: project.title },
    modifiedTime: project.updatedAt,
    publishedTime: project.createdAt,
  });
  return preview ? { ...metadata, robots: { index: false, follow: false } } : metadata;
}

async function ProjectPage({ params }: Params) {
  const { slug } = await params;
  // Visitors: the public read (prerendered). An admin in preview: the item in any status, at request time.
  const { item: project, preview } = await viewProject(slug);
  if (!project) notFound();

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
          breadcrumbJsonLd([
            { name: 'Accueil', path: '/' },
            { name: 'Portfolio', path: '/portfolio' },
            { name: project.title, path: path(project.slug) },
          ]),
        ]}
      />
      <div className="bg-slate-50 pt-8 pb-16 sm:pt-12 sm:pb-20">
        <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
          <nav aria-label="Fil d’Ariane" className="mb-6 text-sm text-slate-600">
            <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <li>
                <Link href="/" className="hover:text-brand-700 hover:underline">
                  Accueil
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li>
                <Link href="/portfolio" className="hover:text-brand-700 hover:underline">
                  Portfolio
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li aria-current="page" className="line-clamp-1 max-w-[60vw] font-medium text-slate-900">
                {project.title}
              </li>
            </ol>
          </nav>

          <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5 sm:p-10">
            <ProjectDetail project={project} variant="page" />
          </div>

          <QuoteBanner
            id="projet-devis"
            className="mt-10"
            title="Un projet similaire en tête ?"
            text={`Devis gratuit et sans engagement, réponse sous ${RESPONSE_TIMES.quote}.`}
          />

          <p className="mt-8">
            <Link
              href="/portfolio"
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-800"
            >
              <ChevronLeftIcon className="h-4 w-4" />
              Retour au portfolio
            </Link>
          </p>
        </div>
      </div>
    </>
  );
}

export default withTypography(ProjectPage);
