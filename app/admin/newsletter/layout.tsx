import { SectionTabs } from '@/components/admin/ui/section-tabs';
import { localMailbox } from '@/lib/mail/mailbox';

// « Newsletter »: the subscribers, the issues sent to them, and (with the embedded mail server) every e-mail
// the site has sent.
export default function NewsletterLayout({ children }: { children: React.ReactNode }) {
  const tabs = [
    { href: '/admin/newsletter', label: 'Abonnés' },
    { href: '/admin/newsletter/lettres', label: 'Lettres' },
    ...(localMailbox() ? [{ href: '/admin/newsletter/courriels', label: 'Courriels envoyés (local)' }] : []),
  ];
  return (
    <>
      <SectionTabs label="Sections de la newsletter" tabs={tabs} />
      {children}
    </>
  );
}
