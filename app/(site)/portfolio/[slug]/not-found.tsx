import { ProjectNotFound } from '@/components/portfolio/project-detail';
import { withTypography } from '@/lib/typography/tree';

// An unknown project slug: the project's own « not found » texts, with the 404 status.
function ProjectPageNotFound() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl items-center justify-center px-4">
      <ProjectNotFound variant="page" />
    </section>
  );
}

export default withTypography(ProjectPageNotFound);
