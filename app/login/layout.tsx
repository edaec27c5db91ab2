import { SiteFrame } from '@/components/layout/site-frame';

// Sign-in sits inside the common public frame (header, footer, ?project= modal) like every public route.
export default function LoginLayout({ children }: { children: React.ReactNode }) {
  return (
    <SiteFrame>
      <div className="flex justify-center bg-slate-50 px-4 py-12 sm:py-20">{children}</div>
    </SiteFrame>
  );
}
