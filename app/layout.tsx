import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { AfterHydration, HydratedMark } from '@/components/layout/after-hydration';
import { RevealObserver } from '@/components/ui/reveal-observer';
import { ToasterHost } from '@/components/ui/toaster-host';
import { company } from '@/lib/copy/company';
import { DELAYED_PAGES, PAGES } from '@/lib/copy/pages';
import { getSiteDetails } from '@/lib/data/settings';
import { previewStage } from '@/lib/preview';
import { env } from '@/lib/env';
import { ogImagePath } from '@/lib/seo/og';
import './globals.css';

// `optional`: the preloaded files are used when they arrive within the first moments of the load (always, on
// a repeat visit: they are cached for a year); otherwise the page keeps its fallback font until it is
// reloaded. With `swap`, a file arriving after the first paint re-wrapped the text (the fallback is
// Arial with Inter's metrics where Arial exists, Roboto or DejaVu Sans elsewhere): the home hero's title
// went from five lines to four, a layout shift of 0.09 (docs/FAST-PAGES.md).
const inter = localFont({
  src: [
    { path: './fonts/inter-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: './fonts/inter-latin-600-normal.woff2', weight: '600', style: 'normal' },
    { path: './fonts/inter-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  variable: '--font-inter',
  display: 'optional',
});

// Defaults for every page; pages override them with buildMetadata() from lib/seo. The description quotes
// the reply delay the owner sets in « Réglages ».
export async function generateMetadata(): Promise<Metadata> {
  await previewStage();
  return { ...METADATA, description: DELAYED_PAGES.home((await getSiteDetails()).delays).description };
}

const METADATA: Metadata = {
  metadataBase: new URL(env.SITE_URL),
  title: { default: PAGES.home.title, template: `%s | ${company.name}` },
  applicationName: company.name,
  authors: [{ name: company.name }],
  creator: company.name,
  publisher: company.name,
  formatDetection: { telephone: false, email: false, address: false },
  openGraph: {
    type: 'website',
    locale: 'fr_FR',
    siteName: company.name,
    images: [{ url: ogImagePath(), width: 1200, height: 630, alt: company.name }],
  },
  twitter: { card: 'summary_large_image' },
  // icon.svg, apple-icon.png and manifest.webmanifest come from the app/ file conventions.
};

export const viewport: Viewport = { themeColor: '#1f56d6', width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="fr" className={inter.variable}>
      <body className="min-h-screen bg-white font-sans text-slate-800 antialiased">
        {children}
        <AfterHydration>
          <RevealObserver />
          <HydratedMark />
        </AfterHydration>
        <ToasterHost />
      </body>
    </html>
  );
}
