import type { Metadata } from 'next';
import { TutorialsListBody } from '@/components/tutorials/tutorials-list-body';
import { buildMetadata } from '@/lib/seo';
import { TUTORIALS_SEO } from './seo';

export const metadata: Metadata = buildMetadata(TUTORIALS_SEO);

// Prerendered: the first page of the list (the next ones are /tutoriels/page/{n}).
export default function TutorialsPage() {
  return <TutorialsListBody />;
}
