import { SettingsTabs } from '@/components/admin/settings/settings-tabs';

// « Réglages » and its two other pages (« Textes du site », « Témoignages et chiffres »), under one tab bar.
export default function SettingsLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SettingsTabs />
      {children}
    </>
  );
}
