'use client';
// The project modal's content: fetches /api/projects/{slug} (cancelled when the modal closes or the slug
// changes) and renders the shared ProjectDetail. Loaded on demand by ProjectModalHost.
import { useEffect, useId, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import type { Project } from '@/lib/data/types';
import { ProjectDetail, ProjectDetailLoading, ProjectNotFound } from './project-detail';
import { closeProjectModal } from './project-url';

type Result = { slug: string; project: Project | null };

async function fetchProject(slug: string, signal: AbortSignal): Promise<Project | null> {
  const response = await fetch(`/api/projects/${encodeURIComponent(slug)}`, {
    signal,
    headers: { accept: 'application/json' },
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as Project;
}

export function ProjectModal({ slug }: { slug: string | null }) {
  const titleId = useId();
  // The last slug stays on screen while the modal plays its exit animation.
  const [shown, setShown] = useState(slug);
  if (slug && slug !== shown) setShown(slug);
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    if (!slug) return;
    const controller = new AbortController();
    fetchProject(slug, controller.signal)
      .then((project) => setResult({ slug, project }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // A failed project fetch is only logged; loading ends on « Projet non trouvé ».
        console.error('Erreur lors du chargement du projet:', error);
        setResult({ slug, project: null });
      });
    return () => controller.abort();
  }, [slug]);

  const current = result && result.slug === shown ? result : null;
  return (
    <Modal open={Boolean(slug)} onClose={closeProjectModal} labelledBy={titleId}>
      {!current ? (
        <ProjectDetailLoading titleId={titleId} />
      ) : current.project ? (
        <ProjectDetail project={current.project} variant="modal" titleId={titleId} />
      ) : (
        <ProjectNotFound titleId={titleId} variant="modal" />
      )}
    </Modal>
  );
}
