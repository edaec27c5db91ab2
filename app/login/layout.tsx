import { connection } from 'next/server';
import { Suspense } from 'react';
import { SiteFrame } from '@/components/layout/site-frame';

/**
 * Renders nothing, at request time: the sign-in pages are never one fully prerendered document, so
 * their inline scripts are written per request, with that request's CSP nonce (proxy.ts).
 */
async function PerRequest() {
  await connection();
  return null;
}

// Sign-in sits inside the common public frame (header, footer, ?project= modal) like every public route.
export default function LoginLayout({ children }: { children: React.ReactNode }) {
  return (
    <SiteFrame>
      <div className="flex justify-center bg-slate-50 px-4 py-12 sm:py-20">{children}</div>
      <Suspense fallback={null}>
        <PerRequest />
      </Suspense>
    </SiteFrame>
  );
}
