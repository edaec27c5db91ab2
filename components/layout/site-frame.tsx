// The public frame: skip link, header, main, footer, the ?project= modal host and what follows each navigation
// (scroll-to-top.tsx: back to the top, the audience beacon).
// Used by the site's, the per-request routes' and the sign-in pages' layouts, and by the 404 page.
import type { ReactNode } from 'react';
import { ProjectModalHost } from '@/components/portfolio/project-modal-host';
import { AfterHydration } from './after-hydration';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';
import { previewStage } from '@/lib/preview';

export async function SiteFrame({ children }: { children: ReactNode }) {
  await previewStage(); // in a preview, its header and footer read after the first stage (lib/preview)
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#contenu" className="skip-link">
        Aller au contenu principal
      </a>
      <Header />
      <main id="contenu" tabIndex={-1} className="flex-1 pt-16 outline-none xl:pt-20">
        {children}
      </main>
      <Footer />
      <AfterHydration>
        <ProjectModalHost />
        <ScrollToTop />
      </AfterHydration>
    </div>
  );
}
