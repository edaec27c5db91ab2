import { getProjectBySlug } from '@/lib/data/projects';

// JSON for the project modal (?project={slug} on any public page). getProjectBySlug is a 'use cache'
// read tagged TAGS.projects + TAGS.project(slug), so admin edits invalidate it and repeated opens never
// reach the database. The handler itself stays request-time: the slug comes from the URL.
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const project = slug.length <= 200 ? await getProjectBySlug(slug) : null;
  if (!project) {
    return Response.json({ error: 'not_found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  }
  // The server-side cache does the work (a few ms per request); browsers and CDNs revalidate every time
  // so an admin edit shows at once, since tag invalidation cannot reach them.
  return Response.json(project, { headers: { 'Cache-Control': 'public, max-age=0, must-revalidate' } });
}
