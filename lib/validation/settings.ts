// « Réglages »: the studio's details the owner edits (coordinates, legal notice, reply delays), one field
// list from which the form, the schema and the history's labels derive. Shared by the form (browser) and
// the action (server). Every detail may be left empty (it then disappears from the site), the delays
// excepted: the site always says when it answers.
import { z } from './zod';
import { MSG } from '@/lib/copy/messages';
import { DEFAULT_TIME_ZONE, isStudioTimeZone } from '@/lib/dates';

type Check = 'phone' | 'email' | 'url' | 'text' | 'delay' | 'promise' | 'zone';
export type SettingsSection = 'contact' | 'legal' | 'promises' | 'studio';

export const SETTINGS_SECTIONS: Record<SettingsSection, { title: string; description: string }> = {
  contact: {
    title: 'Coordonnées',
    description: 'Affichées dans le pied de page, la page Contact, les boutons de devis et les données structurées.',
  },
  legal: { title: 'Mentions légales', description: 'La page « Mentions légales ».' },
  studio: {
    title: 'Fuseau horaire',
    description:
      'L’heure de toutes les dates du back-office\u00a0: programmation des publications, journal, historique, tableau de bord, exports.',
  },
  promises: {
    title: 'Engagements',
    description:
      'Les délais de réponse que le site annonce (par exemple « 24\u00a0h » ou « 2\u00a0h ») et les promesses courtes de l’accueil, des pages de services et des appels au devis. Une promesse laissée vide disparaît.',
  },
};

/** The fields, in the form's order. */
export const SETTINGS_FIELDS = [
  {
    key: 'phone',
    section: 'contact',
    check: 'phone',
    label: 'Téléphone',
    hint: 'Au format international, par exemple +261 20 22 123 45.',
  },
  {
    key: 'whatsapp',
    section: 'contact',
    check: 'phone',
    label: 'Numéro WhatsApp',
    hint: 'Vide : le numéro de téléphone.',
  },
  { key: 'email', section: 'contact', check: 'email', label: 'E-mail' },
  { key: 'city', section: 'contact', check: 'text', label: 'Ville' },
  { key: 'country', section: 'contact', check: 'text', label: 'Pays' },
  { key: 'facebook', section: 'contact', check: 'url', label: 'Page Facebook' },
  { key: 'twitter', section: 'contact', check: 'url', label: 'Compte X (Twitter)' },
  { key: 'instagram', section: 'contact', check: 'url', label: 'Compte Instagram' },
  { key: 'linkedin', section: 'contact', check: 'url', label: 'Page LinkedIn' },
  { key: 'legalForm', section: 'legal', check: 'text', label: 'Forme juridique' },
  { key: 'capital', section: 'legal', check: 'text', label: 'Capital social', hint: 'Par exemple 1 000 000 Ar.' },
  { key: 'tradeRegister', section: 'legal', check: 'text', label: 'RCS' },
  { key: 'taxId', section: 'legal', check: 'text', label: 'NIF' },
  { key: 'director', section: 'legal', check: 'text', label: 'Directeur de la publication' },
  { key: 'host', section: 'legal', check: 'text', label: 'Hébergeur', hint: 'Nom et adresse.' },
  { key: 'quoteDelay', section: 'promises', check: 'delay', label: 'Délai de réponse à une demande de devis' },
  { key: 'emailDelay', section: 'promises', check: 'delay', label: 'Délai de réponse par e-mail' },
  { key: 'whatsappDelay', section: 'promises', check: 'delay', label: 'Délai de réponse sur WhatsApp' },
  {
    key: 'promiseFreeQuote',
    section: 'promises',
    check: 'promise',
    label: 'Promesse « devis gratuit »',
    hint: 'Suivie du délai de réponse à une demande de devis.',
  },
  { key: 'promiseNoCommitment', section: 'promises', check: 'promise', label: 'Promesse « sans engagement »' },
  { key: 'promiseExperience', section: 'promises', check: 'promise', label: 'Promesse d’expérience' },
  { key: 'timeZone', section: 'studio', check: 'zone', label: 'Fuseau horaire du studio' },
] as const satisfies readonly {
  key: string;
  section: SettingsSection;
  check: Check;
  label: string;
  hint?: string;
}[];

export type SettingsKey = (typeof SETTINGS_FIELDS)[number]['key'];
/** The stored values: a string each, '' for a detail left empty. */
export type SiteSettings = Record<SettingsKey, string>;

/** An international phone number: +, the country code, then digits and spaces (8 to 15 digits in all). */
const PHONE = /^\+\d[\d ]{6,22}\d$/;

const field = (check: Check) => {
  const base = z
    .string()
    .trim()
    .max(check === 'text' ? 300 : 200, MSG.tooLong)
    .nullish()
    .transform((v) => (v ?? '').replace(/\s+/g, ' '));
  switch (check) {
    case 'phone':
      return base.refine((v) => !v || (PHONE.test(v) && v.replace(/\D/g, '').length >= 8), MSG.settings.phone);
    case 'email':
      return base.refine((v) => !v || z.email().safeParse(v).success, MSG.settings.email);
    case 'url':
      return base.refine((v) => !v || isHttpsUrl(v), MSG.settings.url);
    case 'promise':
      return base.refine((v) => v.length <= 60, MSG.tooLong);
    case 'zone':
      return base.transform((v) => v || DEFAULT_TIME_ZONE).refine(isStudioTimeZone, MSG.settings.timeZone);
    case 'delay':
      return base.refine((v) => v.length > 0, MSG.settings.delay).refine((v) => v.length <= 30, MSG.tooLong);
    default:
      return base;
  }
};

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export const settingsSchema = z.object(
  Object.fromEntries(SETTINGS_FIELDS.map((f) => [f.key, field(f.check)])) as Record<
    SettingsKey,
    ReturnType<typeof field>
  >,
);
export type SettingsValues = z.output<typeof settingsSchema>;
