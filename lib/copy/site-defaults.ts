// The studio's details before the owner has saved « Réglages » (a database never seeded): what the seed
// writes, and what the site shows until then. Optional variables of a first run (.env.example), read on
// the server only (lib/data/settings.ts, the seed): none is inlined into a client bundle (e2e/client-secrets.spec.ts).
// Relative imports and types only: the seed (db/seed, run by Node without the app's aliases) reads it too.
import type { SiteSettings } from '../validation/settings.ts';

const env = (name: string, fallback: string) => process.env[name]?.trim() || fallback;

/** The variable each default may come from, to name it when its value is refused. */
export const VARIABLES: Partial<Record<keyof SiteSettings, string>> = {
  phone: 'NEXT_PUBLIC_COMPANY_PHONE',
  whatsapp: 'COMPANY_WHATSAPP',
  email: 'NEXT_PUBLIC_COMPANY_EMAIL',
  facebook: 'NEXT_PUBLIC_COMPANY_FACEBOOK_URL',
  twitter: 'NEXT_PUBLIC_COMPANY_TWITTER_URL',
  instagram: 'NEXT_PUBLIC_COMPANY_INSTAGRAM_URL',
  linkedin: 'NEXT_PUBLIC_COMPANY_LINKEDIN_URL',
};

/** Placeholders the dashboard asks the owner to replace (« À compléter »). */
export const PLACEHOLDERS = {
  phone: '+261 34 12 345 67',
  legal: 'communiqué sur simple demande',
  director: 'Le gérant de la société',
} as const;

/** The first-run values as the environment gives them (checked by defaultSettings(), lib/validation/settings.ts). */
export function firstRunSettings(): SiteSettings {
  return {
    phone: env('NEXT_PUBLIC_COMPANY_PHONE', PLACEHOLDERS.phone),
    whatsapp: env('COMPANY_WHATSAPP', ''),
    email: env('NEXT_PUBLIC_COMPANY_EMAIL', 'contact@studio-graphique.mg'),
    city: 'Antananarivo',
    country: 'Madagascar',
    facebook: env('NEXT_PUBLIC_COMPANY_FACEBOOK_URL', 'https://www.facebook.com/studiographiquemadagascar'),
    twitter: env('NEXT_PUBLIC_COMPANY_TWITTER_URL', 'https://twitter.com/studiographmada'),
    instagram: env('NEXT_PUBLIC_COMPANY_INSTAGRAM_URL', 'https://www.instagram.com/studiographiquemadagascar'),
    linkedin: env('NEXT_PUBLIC_COMPANY_LINKEDIN_URL', 'https://www.linkedin.com/company/studio-graphique-madagascar'),
    legalForm: 'Société à responsabilité limitée (SARL)',
    capital: '1 000 000 Ar',
    tradeRegister: env('NEXT_PUBLIC_COMPANY_TRADE_REGISTER', PLACEHOLDERS.legal),
    taxId: env('NEXT_PUBLIC_COMPANY_TAX_ID', PLACEHOLDERS.legal),
    director: env('NEXT_PUBLIC_COMPANY_DIRECTOR', PLACEHOLDERS.director),
    host: env('NEXT_PUBLIC_HOSTING_PROVIDER', 'Vercel Inc., 440 N Barranca Ave #4133, Covina, CA 91723, États-Unis'),
    // The spec's delays (RESPONSE_TIMES, lib/copy/pricing.ts).
    quoteDelay: '24h',
    emailDelay: '24h',
    whatsappDelay: '2h',
    promiseFreeQuote: 'Devis gratuit',
    promiseNoCommitment: 'Sans engagement',
    promiseExperience: 'Plus de 5 ans d’expérience',
    timeZone: 'Europe/Paris',
  };
}

/** What of `settings` still needs the owner: the legal notice's placeholders, the demo phone number. */
export function incompleteSettings(settings: SiteSettings): string[] {
  const out: string[] = [];
  if (settings.phone === PLACEHOLDERS.phone) out.push('le numéro de téléphone de démonstration');
  if (settings.tradeRegister === PLACEHOLDERS.legal || !settings.tradeRegister) out.push('le RCS');
  if (settings.taxId === PLACEHOLDERS.legal || !settings.taxId) out.push('le NIF');
  if (settings.director === PLACEHOLDERS.director || !settings.director) out.push('le directeur de la publication');
  return out;
}
