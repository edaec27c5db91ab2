import type { Metadata } from 'next';
import { TestimonialsManager } from '@/components/admin/settings/testimonials-manager';
import { adminScreen } from '@/components/admin/shell/admin-screen';
import { adminGetTestimonials } from '@/lib/data/testimonials';

export const metadata: Metadata = { title: 'Témoignages et chiffres' };

export default adminScreen({
  title: 'Témoignages et chiffres',
  what: 'testimonials',
  loading: 'Chargement des témoignages...',
  failure: 'Erreur lors du chargement des témoignages',
  load: () => adminGetTestimonials(),
  // Keyed by the last save: a restore (or another admin's save) starts the form from what is now online.
  render: (data) => <TestimonialsManager key={data.updatedAt ?? 'defaults'} data={data} />,
});
