// Company details: the one place they are defined. Fed by NEXT_PUBLIC_COMPANY_* variables (read
// literally so Next inlines them in client bundles too), with defaults that work on a fresh clone.
// Validated by hand rather than with zod: this module reaches client bundles (header, footer), and
// zod would add ~30 KB gzip to every page for a dozen strings.
import { WORDMARK } from './wordmark';

type Check = (v: string) => boolean;
const isUrl: Check = (v) => {
  try {
    return /^https?:$/.test(new URL(v).protocol);
  } catch {
    return false;
  }
};
const isEmail: Check = (v) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v);

function setting(name: string, raw: string | undefined, fallback: string, check?: Check): string {
  const value = raw?.trim() || fallback;
  if (check && !check(value)) throw new Error(`Invalid company setting ${name}: ${JSON.stringify(value)}`);
  return value;
}

const settings = {
  name: setting('NEXT_PUBLIC_COMPANY_NAME', process.env.NEXT_PUBLIC_COMPANY_NAME, 'Studio Graphique Madagascar'),
  phone: setting('NEXT_PUBLIC_COMPANY_PHONE', process.env.NEXT_PUBLIC_COMPANY_PHONE, '+261 34 12 345 67'),
  email: setting(
    'NEXT_PUBLIC_COMPANY_EMAIL',
    process.env.NEXT_PUBLIC_COMPANY_EMAIL,
    'contact@studio-graphique.mg',
    isEmail,
  ),
  facebook: setting(
    'NEXT_PUBLIC_COMPANY_FACEBOOK_URL',
    process.env.NEXT_PUBLIC_COMPANY_FACEBOOK_URL,
    'https://www.facebook.com/studiographiquemadagascar',
    isUrl,
  ),
  twitter: setting(
    'NEXT_PUBLIC_COMPANY_TWITTER_URL',
    process.env.NEXT_PUBLIC_COMPANY_TWITTER_URL,
    'https://twitter.com/studiographmada',
    isUrl,
  ),
  instagram: setting(
    'NEXT_PUBLIC_COMPANY_INSTAGRAM_URL',
    process.env.NEXT_PUBLIC_COMPANY_INSTAGRAM_URL,
    'https://www.instagram.com/studiographiquemadagascar',
    isUrl,
  ),
  linkedin: setting(
    'NEXT_PUBLIC_COMPANY_LINKEDIN_URL',
    process.env.NEXT_PUBLIC_COMPANY_LINKEDIN_URL,
    'https://www.linkedin.com/company/studio-graphique-madagascar',
    isUrl,
  ),
  director: setting(
    'NEXT_PUBLIC_COMPANY_DIRECTOR',
    process.env.NEXT_PUBLIC_COMPANY_DIRECTOR,
    'Le gérant de la société',
  ),
  tradeRegister: setting(
    'NEXT_PUBLIC_COMPANY_TRADE_REGISTER',
    process.env.NEXT_PUBLIC_COMPANY_TRADE_REGISTER,
    'communiqué sur simple demande',
  ),
  taxId: setting('NEXT_PUBLIC_COMPANY_TAX_ID', process.env.NEXT_PUBLIC_COMPANY_TAX_ID, 'communiqué sur simple demande'),
  host: setting(
    'NEXT_PUBLIC_HOSTING_PROVIDER',
    process.env.NEXT_PUBLIC_HOSTING_PROVIDER,
    'Vercel Inc., 440 N Barranca Ave #4133, Covina, CA 91723, États-Unis',
  ),
};

/** Digits of an international phone number (« +261 34 12 345 67 » → « 261341234567 »). */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '').replace(/^00/, '');
}

/** Messaging-app link built from the phone: https://wa.me/<digits>, with an optional prefilled message. */
export function whatsappLink(phone: string, message?: string): string {
  const base = `https://wa.me/${phoneDigits(phone)}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

export type SocialLink = { name: 'Facebook' | 'Twitter' | 'Instagram' | 'LinkedIn'; url: string };

export const company = {
  name: settings.name,
  /** Two-part wordmark of the logo. */
  wordmark: WORDMARK,
  tagline:
    'Votre partenaire de confiance pour l’externalisation graphique à Madagascar. Services premium pour éditeurs, auteurs et entreprises en Europe.',
  foundingYear: 2019,
  phone: settings.phone,
  phoneHref: `tel:+${phoneDigits(settings.phone)}`,
  email: settings.email,
  emailHref: `mailto:${settings.email}`,
  whatsappUrl: whatsappLink(settings.phone),
  quoteWhatsappUrl: whatsappLink(settings.phone, 'Bonjour, je souhaite obtenir un devis gratuit.'),
  address: { city: 'Antananarivo', country: 'Madagascar', countryCode: 'MG' },
  socials: [
    { name: 'Facebook', url: settings.facebook },
    { name: 'Twitter', url: settings.twitter },
    { name: 'Instagram', url: settings.instagram },
    { name: 'LinkedIn', url: settings.linkedin },
  ] satisfies SocialLink[],
  legal: {
    form: 'Société à responsabilité limitée (SARL)',
    capitalAriary: 1_000_000,
    headOffice: 'Antananarivo, Madagascar',
    director: settings.director,
    tradeRegister: settings.tradeRegister,
    taxId: settings.taxId,
    host: settings.host,
  },
} as const;
