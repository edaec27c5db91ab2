// Company details: the one place they are defined. Fed by NEXT_PUBLIC_COMPANY_* variables (read
// literally so Next inlines them in client bundles too), with defaults that work on a fresh clone.
import { z } from 'zod';

const text = (fallback: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : fallback));
const url = (fallback: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : fallback))
    .pipe(z.url({ protocol: /^https?$/ }));

const schema = z.object({
  name: text('Studio Graphique Madagascar'),
  phone: text('+261 34 12 345 67'),
  email: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : 'contact@studio-graphique.mg'))
    .pipe(z.email()),
  facebook: url('https://www.facebook.com/studiographiquemadagascar'),
  twitter: url('https://twitter.com/studiographmada'),
  instagram: url('https://www.instagram.com/studiographiquemadagascar'),
  linkedin: url('https://www.linkedin.com/company/studio-graphique-madagascar'),
  director: text('Le gérant de la société'),
  tradeRegister: text('communiqué sur simple demande'),
  taxId: text('communiqué sur simple demande'),
  host: text('Vercel Inc., 440 N Barranca Ave #4133, Covina, CA 91723, États-Unis'),
});

const parsed = schema.safeParse({
  name: process.env.NEXT_PUBLIC_COMPANY_NAME,
  phone: process.env.NEXT_PUBLIC_COMPANY_PHONE,
  email: process.env.NEXT_PUBLIC_COMPANY_EMAIL,
  facebook: process.env.NEXT_PUBLIC_COMPANY_FACEBOOK_URL,
  twitter: process.env.NEXT_PUBLIC_COMPANY_TWITTER_URL,
  instagram: process.env.NEXT_PUBLIC_COMPANY_INSTAGRAM_URL,
  linkedin: process.env.NEXT_PUBLIC_COMPANY_LINKEDIN_URL,
  director: process.env.NEXT_PUBLIC_COMPANY_DIRECTOR,
  tradeRegister: process.env.NEXT_PUBLIC_COMPANY_TRADE_REGISTER,
  taxId: process.env.NEXT_PUBLIC_COMPANY_TAX_ID,
  host: process.env.NEXT_PUBLIC_HOSTING_PROVIDER,
});
if (!parsed.success) {
  throw new Error(`Invalid company settings (NEXT_PUBLIC_COMPANY_*): ${z.prettifyError(parsed.error)}`);
}
const settings = parsed.data;

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
  wordmark: ['Studio Graphique', 'Madagascar'] as const,
  tagline:
    "Votre partenaire de confiance pour l'externalisation graphique à Madagascar. Services premium pour éditeurs, auteurs et entreprises en Europe.",
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
