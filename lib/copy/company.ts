// The studio: its identity, fixed in the code (name, wordmark, tagline, founding year), and the details
// the owner edits in the back office (« Réglages »: lib/data/settings.ts), turned here into what pages show
// (links, the social networks that are set, the legal notice). Nothing here reads the environment: the
// first-run defaults are server-only (lib/copy/site-defaults.ts), so no detail reaches a client bundle.
import { phoneDigits, whatsappLink } from '@/lib/format/phone';
import type { SiteSettings } from '@/lib/validation/settings';
import { WORDMARK } from './wordmark';

export { phoneDigits, whatsappLink };

export const company = {
  name: process.env.NEXT_PUBLIC_COMPANY_NAME?.trim() || 'Studio Graphique Madagascar',
  /** Two-part wordmark of the logo. */
  wordmark: WORDMARK,
  tagline:
    'Votre partenaire de confiance pour l’externalisation graphique à Madagascar. Services premium pour éditeurs, auteurs et entreprises en Europe.',
  foundingYear: 2019,
} as const;

export type SocialLink = { name: 'Facebook' | 'Twitter' | 'Instagram' | 'LinkedIn'; url: string };

/** The message a quote request on WhatsApp starts with. */
export const QUOTE_WHATSAPP_MESSAGE = 'Bonjour, je souhaite obtenir un devis gratuit.';

const COUNTRY_CODES: Record<string, string> = { madagascar: 'MG', france: 'FR', belgique: 'BE', suisse: 'CH' };

/** What the site shows of the studio's details: an empty detail is null (or left out) and disappears. */
export type SiteDetails = {
  phone: string | null;
  phoneHref: string | null;
  email: string | null;
  emailHref: string | null;
  /** The WhatsApp line (the phone when none is set). */
  whatsapp: string | null;
  whatsappUrl: string | null;
  quoteWhatsappUrl: string | null;
  address: { city: string; country: string; countryCode: string | null; line: string };
  socials: SocialLink[];
  legal: {
    form: string;
    capital: string;
    headOffice: string;
    tradeRegister: string;
    taxId: string;
    director: string;
    host: string;
  };
  delays: { quote: string; email: string; whatsapp: string };
  /** The short promises (« Engagements »): null when left empty. The free quote's carries the quote delay. */
  promises: { freeQuote: string | null; noCommitment: string | null; experience: string | null };
};

export function siteDetails(s: SiteSettings): SiteDetails {
  const whatsapp = s.whatsapp || s.phone || null;
  const line = [s.city, s.country].filter(Boolean).join(', ');
  return {
    phone: s.phone || null,
    phoneHref: s.phone ? `tel:+${phoneDigits(s.phone)}` : null,
    email: s.email || null,
    emailHref: s.email ? `mailto:${s.email}` : null,
    whatsapp,
    whatsappUrl: whatsapp ? whatsappLink(whatsapp) : null,
    quoteWhatsappUrl: whatsapp ? whatsappLink(whatsapp, QUOTE_WHATSAPP_MESSAGE) : null,
    address: { city: s.city, country: s.country, countryCode: COUNTRY_CODES[s.country.toLowerCase()] ?? null, line },
    socials: (
      [
        { name: 'Facebook', url: s.facebook },
        { name: 'Twitter', url: s.twitter },
        { name: 'Instagram', url: s.instagram },
        { name: 'LinkedIn', url: s.linkedin },
      ] satisfies SocialLink[]
    ).filter((link) => link.url),
    legal: {
      form: s.legalForm,
      capital: s.capital,
      headOffice: line,
      tradeRegister: s.tradeRegister,
      taxId: s.taxId,
      director: s.director,
      host: s.host,
    },
    delays: { quote: s.quoteDelay, email: s.emailDelay, whatsapp: s.whatsappDelay },
    promises: {
      freeQuote: s.promiseFreeQuote ? `${s.promiseFreeQuote} sous ${s.quoteDelay}` : null,
      noCommitment: s.promiseNoCommitment || null,
      experience: s.promiseExperience || null,
    },
  };
}
