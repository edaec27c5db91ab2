import { ProjectNotFound } from '@/components/portfolio/project-detail';

// An unknown project slug: the project's own « not found » texts, with the 404 status.
export default function ProjectPageNotFound() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl items-center justify-center px-4">
      <ProjectNotFound variant="page" />
    </section>
  );
}
