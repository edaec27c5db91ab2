import { Suspense } from 'react';
import { Logo } from '@/components/layout/logo';
import { ProjectModalHost } from '@/components/portfolio/project-modal-host';

// Sign-in has its own plain frame: outside the public site's header and footer. Like every
// non-admin path, it still opens a project from ?project={slug}.
export default function LoginLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-5xl items-center px-4">
          <Logo />
        </div>
      </header>
      <main id="contenu" className="flex flex-1 items-center justify-center px-4 py-12">
        {children}
      </main>
      <Suspense fallback={null}>
        <ProjectModalHost />
      </Suspense>
    </div>
  );
}
