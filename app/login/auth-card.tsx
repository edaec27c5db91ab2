// The card of the sign-in and password pages: its heading, which labels it, then the page's content.
import type { ReactNode } from 'react';

export function AuthCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm"
      aria-labelledby={id}
    >
      <h1 id={id} className="mb-5 text-center text-2xl font-bold text-slate-900">
        {title}
      </h1>
      {children}
    </section>
  );
}
