import { SectionTabs } from '@/components/admin/ui/section-tabs';

// « Réglages » and its other pages, under one tab bar.
const TABS = [
  { href: '/admin/reglages', label: 'Coordonnées et engagements' },
  { href: '/admin/reglages/textes', label: 'Textes du site' },
  { href: '/admin/reglages/temoignages', label: 'Témoignages et chiffres' },
  { href: '/admin/reglages/redirections', label: 'Redirections' },
];

export default function SettingsLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SectionTabs label="Sections des réglages" tabs={TABS} />
      {children}
    </>
  );
}
