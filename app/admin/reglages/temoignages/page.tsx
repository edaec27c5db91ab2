import { TestimonialsManager } from '@/components/admin/settings/testimonials-manager';
import { adminScreen } from '@/components/admin/shell/admin-screen';
import { screenMetadata } from '@/components/admin/shell/screens';
import { adminGetTestimonials } from '@/lib/data/testimonials';

export const metadata = screenMetadata('testimonials');

export default adminScreen('testimonials', {
  load: () => adminGetTestimonials(),
  // Keyed by the last save: a restore (or another admin's save) starts the form from what is now online.
  render: (data) => <TestimonialsManager key={data.updatedAt ?? 'defaults'} data={data} />,
});
