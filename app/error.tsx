'use client';
// Errors outside the public frame (root segment). Within public pages, app/(site)/error.tsx
// keeps the header and footer.
import { ErrorView } from '@/components/ui/error-view';

export default function RootError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <main id="contenu" className="bg-gradient-to-b from-brand-50 to-white">
      <ErrorView error={error} retry={retry} />
    </main>
  );
}
