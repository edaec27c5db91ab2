/** Placeholder grid while a blog page loads. */
export function BlogGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div aria-hidden="true">
      <div className="mb-6 h-5" />
      <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
            <div className="aspect-[3/2] animate-pulse bg-slate-200" />
            <div className="space-y-3 p-6">
              <div className="h-4 w-1/3 animate-pulse rounded bg-slate-200" />
              <div className="h-6 w-5/6 animate-pulse rounded bg-slate-200" />
              <div className="h-4 w-full animate-pulse rounded bg-slate-100" />
              <div className="h-4 w-2/3 animate-pulse rounded bg-slate-100" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
