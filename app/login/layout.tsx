import { connection } from 'next/server';
import { SiteFrame } from '@/components/layout/site-frame';

// Rendered for each request from the top, without a prerendered shell: every script tag then carries
// the request's CSP nonce, which the strict policy of proxy.ts requires ('strict-dynamic' ignores
// 'self'). `instant = false` lets this segment block instead of showing a static shell.
export const instant = false;

// Sign-in sits inside the common public frame (header, footer, ?project= modal) like every public route.
export default async function LoginLayout({ children }: { children: React.ReactNode }) {
  await connection();
  return (
    <SiteFrame>
      <div className="flex justify-center bg-slate-50 px-4 py-12 sm:py-20">{children}</div>
    </SiteFrame>
  );
}
