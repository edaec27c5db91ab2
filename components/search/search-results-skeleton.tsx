// Still shapes while the search results load (no animation runs while a page loads).
export function SearchResultsSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-4">
      <div className="h-5 w-48 rounded bg-slate-200" />
      {[0, 1, 2].map((i) => (
        <div key={i} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-6">
          <div className="h-4 w-16 rounded-full bg-slate-200" />
          <div className="h-5 w-2/3 rounded bg-slate-200" />
          <div className="h-4 w-full rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}
