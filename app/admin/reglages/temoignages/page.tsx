import type { Metadata } from 'next';
import { Suspense } from 'react';
import { loadForAdmin } from '@/lib/admin/load';
import { LoadError } from '@/components/admin/shell/load-error';
import { TestimonialsManager } from '@/components/admin/settings/testimonials-manager';
import { PageHeader, TableSkeleton } from '@/components/admin/ui/controls';
import { adminGetTestimonials } from '@/lib/data/testimonials';

export const metadata: Metadata = { title: 'Témoignages et chiffres' };

async function Testimonials() {
  const data = await loadForAdmin('testimonials', adminGetTestimonials);
  if (!data) {
    return (
      <>
        <PageHeader title="Témoignages et chiffres" />
        <LoadError message="Erreur lors du chargement des témoignages" />
      </>
    );
  }
  // Keyed by the last save: a restore (or another admin's save) starts the form from what is now online.
  return <TestimonialsManager key={data.updatedAt ?? 'defaults'} data={data} />;
}

export default function TestimonialsAdminPage() {
  return (
    <Suspense fallback={<TableSkeleton label="Chargement des témoignages..." />}>
      <Testimonials />
    </Suspense>
  );
}
