'use client';
// Errors in the back office. Public pages have app/(site)/error.tsx (it keeps the header and footer); there
// is no root error.tsx, whose code every public page would load for nothing: an error above these
// segments (a root or frame layout) shows app/global-error.tsx.
import { ErrorView } from '@/components/ui/error-view';

export default function AdminError({ error, retry }: { error: unknown; retry: () => void }) {
  // Inside the segment's own frame, which holds the page's <main>.
  return <ErrorView error={error} retry={retry} />;
}
