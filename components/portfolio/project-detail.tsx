// Project detail, shared by the modal (?project={slug}) and the indexable page /portfolio/{slug}.
// No hooks here: it renders on the server for the page and inside the client modal.
import Link from '@/components/ui/link';
import type { Project } from '@/lib/data/types';
import { NOT_FOUND_EYEBROW } from '@/lib/copy/not-found';
import { BuildingIcon, CalendarIcon, ExternalLinkIcon, SearchOffIcon } from '@/components/icons/lists';
import { ArrowRightIcon } from '@/components/icons/frame';
import { ProjectGallery } from './project-gallery';

type Variant = 'modal' | 'page';

type Props = {
  project: Project;
  variant: Variant;
  /** id given to the title, so a dialog can be labelled by it. */
  titleId?: string;
};

/** Gallery images: the project's images in order, or its main image alone; alt falls back to the title. */
export function galleryImages(project: Project): { url: string; alt: string }[] {
  const list = project.images.length > 0 ? project.images : [{ url: project.mainImageUrl, altText: null }];
  return list.map((img) => ({ url: img.url, alt: img.altText?.trim() || project.title }));
}

export function CategoryBadge({ name, className = '' }: { name: string; className?: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700 ring-1 ring-brand-200 ring-inset ${className}`}
    >
      {name}
    </span>
  );
}

export function ProjectDetail({ project, variant, titleId }: Props) {
  const Title = variant === 'page' ? 'h1' : 'h2';
  const Section = variant === 'page' ? 'h2' : 'h3';
  const story = [
    { label: 'Le défi', text: project.challenge },
    { label: 'Notre solution', text: project.solution },
    { label: 'Les résultats', text: project.results },
  ].filter((s): s is { label: string; text: string } => Boolean(s.text?.trim()));

  return (
    <article className={variant === 'modal' ? 'p-5 pt-6 sm:p-8' : ''}>
      <header className={variant === 'modal' ? 'pr-12' : ''}>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600">
          {project.categoryName && <CategoryBadge name={project.categoryName} />}
          {project.projectDate && (
            <span className="inline-flex items-center gap-1.5">
              <CalendarIcon className="h-4 w-4 text-slate-500" />
              {project.projectDate}
            </span>
          )}
          {project.client && (
            <span className="inline-flex items-center gap-1.5">
              <BuildingIcon className="h-4 w-4 text-slate-500" />
              <span className="sr-only">Client&nbsp;: </span>
              {project.client}
            </span>
          )}
        </div>
        <Title
          id={titleId}
          className={`mt-4 font-bold tracking-tight text-slate-900 ${variant === 'page' ? 'text-3xl sm:text-4xl' : 'text-2xl sm:text-3xl'}`}
        >
          {project.title}
        </Title>
        <p className="mt-4 max-w-3xl text-base leading-relaxed text-slate-600 sm:text-lg">{project.description}</p>
      </header>

      {story.length > 0 && (
        <div className="mt-8 grid gap-4 md:grid-cols-3">
          {story.map((s) => (
            <section key={s.label} className="rounded-xl border border-slate-200 bg-slate-50/70 p-5">
              <Section className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{s.label}</Section>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{s.text}</p>
            </section>
          ))}
        </div>
      )}

      {(project.projectLink || variant === 'modal') && (
        <div className="mt-6 flex flex-wrap gap-3">
          {project.projectLink && (
            <a
              href={project.projectLink}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              Voir le projet
              <ExternalLinkIcon className="h-4 w-4" />
              <span className="sr-only">(nouvel onglet)</span>
            </a>
          )}
          {variant === 'modal' && (
            <Link
              href={`/portfolio/${project.slug}`}
              className="inline-flex items-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 transition ring-inset hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              Page du projet
              <ArrowRightIcon className="h-4 w-4" />
            </Link>
          )}
        </div>
      )}

      <section className="mt-10" aria-labelledby={titleId ? `${titleId}-gallery` : undefined}>
        <Section id={titleId ? `${titleId}-gallery` : undefined} className="mb-4 text-xl font-bold text-slate-900">
          Galerie du projet
        </Section>
        <ProjectGallery
          images={galleryImages(project)}
          categoryName={project.categoryName}
          eager={variant === 'page'}
        />
      </section>
    </article>
  );
}

export function ProjectDetailLoading({ titleId }: { titleId?: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-4 p-8 text-slate-600">
      <span
        aria-hidden="true"
        className="h-12 w-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
      />
      <p id={titleId} className="sr-only">
        Chargement du projet…
      </p>
    </div>
  );
}

export function ProjectNotFound({ titleId, variant }: { titleId?: string; variant: Variant }) {
  const Title = variant === 'page' ? 'h1' : 'h2';
  return (
    <div className="flex flex-col items-center px-6 py-16 text-center">
      <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <SearchOffIcon className="h-7 w-7" />
      </span>
      {variant === 'page' && (
        <p className="mt-5 text-sm font-semibold tracking-widest text-brand-600 uppercase">{NOT_FOUND_EYEBROW}</p>
      )}
      <Title id={titleId} className="mt-5 text-2xl font-bold text-slate-900">
        Projet non trouvé
      </Title>
      <p className="mt-2 max-w-md text-slate-600">Le projet que vous recherchez n’existe pas ou a été supprimé.</p>
      <Link
        href="/portfolio"
        className="mt-6 inline-flex items-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white transition hover:bg-brand-700"
      >
        Voir le portfolio
        <ArrowRightIcon className="h-4 w-4" />
      </Link>
    </div>
  );
}
