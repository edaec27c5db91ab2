import { connection } from 'next/server';
import { SiteFrame } from '@/components/layout/site-frame';

// Public pages whose content depends on the request (the newsletter e-mails' links): rendered whole for each
// request, without a prerendered shell and without a streamed boundary, so their message, form and button are
// in the document as it arrives, readable and usable with JavaScript off (a locked-down mail client's browser).
// `instant = false` lets this segment block instead of showing a static shell.
export const instant = false;

export default async function PerRequestLayout({ children }: { children: React.ReactNode }) {
  await connection();
  return <SiteFrame>{children}</SiteFrame>;
}
