// « Estimer mon devis »: the estimate a visitor builds from the published price table (the same plans
// the service pages show, read from the database and handed to the island as `QuotePrices`), kept in
// the URL (?devis=…) and handed to the studio by e-mail or WhatsApp. Pure and shared: the estimator
// island, the server's beacon validation and the tests use it.
import { whatsappLink } from '@/lib/format/phone';
import { formatCount, formatPrice } from '@/lib/format/number';
import { UNITS, type Plan, type PriceTable } from '@/lib/copy/pricing';
import { SERVICES, type ServiceId } from '@/lib/copy/services';

export const QUOTE_PARAM = 'devis';
export const QUOTE_CHANNELS = ['email', 'whatsapp'] as const;
export type QuoteChannel = (typeof QUOTE_CHANNELS)[number];

/** How a plan's unit is counted in the form: « 48 pages », « 250 milliers de caractères ». */
type Quantity = { label: string; one: string; many: string; max: number; initial: number };

const QUANTITIES: Record<string, Quantity> = {
  [UNITS.work]: { label: 'Nombre d’ouvrages', one: 'ouvrage', many: 'ouvrages', max: 500, initial: 1 },
  [UNITS.page]: { label: 'Nombre de pages', one: 'page', many: 'pages', max: 5000, initial: 32 },
  [UNITS.document]: { label: 'Nombre de documents', one: 'document', many: 'documents', max: 500, initial: 1 },
  [UNITS.thousandChars]: {
    label: 'Milliers de caractères',
    one: 'millier de caractères',
    many: 'milliers de caractères',
    max: 100_000,
    initial: 100,
  },
};

/** What the estimator needs of a plan (the island's props stay small). */
export type QuotePlan = Pick<Plan, 'id' | 'name' | 'price' | 'unit' | 'highlighted' | 'delay'>;
export type QuotePrices = Record<ServiceId, QuotePlan[]>;

/** The price table reduced to what the estimator reads. */
export const quotePrices = (table: PriceTable): QuotePrices =>
  Object.fromEntries(
    Object.entries(table).map(([id, plans]) => [
      id,
      plans.map(({ id: planId, name, price, unit, highlighted, delay }) => ({
        id: planId,
        name,
        price,
        unit,
        highlighted: highlighted ?? false,
        delay: delay ?? null,
      })),
    ]),
  ) as QuotePrices;

export type QuoteService = {
  id: ServiceId;
  title: string;
  path: string;
  plans: QuotePlan[];
};

/** The services an estimate can be for, in the order the estimator offers them. */
export const QUOTE_SERVICE_IDS = ['book', 'magazine', 'word', 'text-entry', 'graphic'] as const satisfies ServiceId[];
/** Pages an estimate can come from (the beacon accepts no other). */
export const QUOTE_PAGES = [...QUOTE_SERVICE_IDS.map((id) => SERVICES[id].href), '/contact'] as const;

export type QuoteCatalog = readonly QuoteService[];

/** The estimator's services with their plans from the price table. */
export const quoteCatalog = (prices: QuotePrices): QuoteCatalog =>
  QUOTE_SERVICE_IDS.map((id) => ({ id, title: SERVICES[id].title, path: SERVICES[id].href, plans: prices[id] }));

const BY_QUOTE = 'précisé dans le devis, selon la pagination';
/** The published delay of a plan, or the sentence that says the quote sets it. */
const delayText = (plan: QuotePlan): string => plan.delay || BY_QUOTE;

export type QuoteState = { service: ServiceId; plan: string; quantity: number };

export const serviceOf = (catalog: QuoteCatalog, id: ServiceId): QuoteService => catalog.find((s) => s.id === id)!;
export const planOf = (catalog: QuoteCatalog, state: Pick<QuoteState, 'service' | 'plan'>): QuotePlan =>
  serviceOf(catalog, state.service).plans.find((p) => p.id === state.plan) ??
  serviceOf(catalog, state.service).plans[0]!;
export const quantityOf = (plan: QuotePlan): Quantity => QUANTITIES[plan.unit] ?? QUANTITIES[UNITS.document]!;

/** The starting estimate of a service: its most requested plan, the usual quantity. */
export function defaultQuote(catalog: QuoteCatalog, service: ServiceId): QuoteState {
  const s = serviceOf(catalog, service);
  const plan = s.plans.find((p) => p.highlighted) ?? s.plans[0]!;
  return { service, plan: plan.id, quantity: quantityOf(plan).initial };
}

/** A whole quantity within the unit's bounds (1 at least). */
export function clampQuantity(plan: QuotePlan, value: number): number {
  if (!Number.isFinite(value)) return quantityOf(plan).initial;
  return Math.min(quantityOf(plan).max, Math.max(1, Math.round(value)));
}

/**
 * What is wrong with a typed quantity, in French, or null when the estimator can price it: a whole number from 1
 * to the unit's maximum. The estimate is shown only then, so it never disagrees with the field.
 */
export function quantityProblem(plan: QuotePlan, typed: string): string | null {
  const max = quantityOf(plan).max;
  const value = typed.trim();
  if (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= max) return null;
  return `Saisissez un nombre entier de 1 à ${formatCount(max)}.`;
}

/** « magazine.standard.48 » */
export const serializeQuote = (s: QuoteState): string => `${s.service}.${s.plan}.${s.quantity}`;

/** The estimate a ?devis= value describes; anything unknown falls back to the page's service. */
export function parseQuote(catalog: QuoteCatalog, value: string | null | undefined, fallback: ServiceId): QuoteState {
  const [service, plan, quantity] = (value ?? '').slice(0, 80).split('.');
  const known = catalog.find((s) => s.id === service);
  if (!known) return defaultQuote(catalog, fallback);
  const chosen = known.plans.find((p) => p.id === plan);
  if (!chosen) return defaultQuote(catalog, known.id);
  const n = /^\d{1,7}$/.test(quantity ?? '') ? Number(quantity) : NaN;
  return { service: known.id, plan: chosen.id, quantity: clampQuantity(chosen, n) };
}

export type Estimate = {
  service: QuoteService;
  plan: QuotePlan;
  quantity: number;
  /** « 48 pages » */
  quantityText: string;
  /** Euros, tax included, rounded to the cent. */
  total: number;
  /** « À partir de 384 € TTC » */
  totalText: string;
  delay: string;
};

export function estimate(catalog: QuoteCatalog, state: QuoteState): Estimate {
  const service = serviceOf(catalog, state.service);
  const plan = planOf(catalog, state);
  const quantity = clampQuantity(plan, state.quantity);
  const unit = quantityOf(plan);
  // Cents as integers: 0.3 € × 3 = 0.90 €, not 0.8999…
  const total = Math.round(plan.price * 100 * quantity) / 100;
  return {
    service,
    plan,
    quantity,
    quantityText: `${formatCount(quantity)}\u00a0${quantity > 1 ? unit.many : unit.one}`,
    total,
    totalText: `À partir de ${formatPrice(total)} TTC`,
    delay: delayText(plan),
  };
}

/** The message a studio can answer: service, plan, quantity, estimate, delay, the page it came from. */
export function quoteMessage(catalog: QuoteCatalog, state: QuoteState, pageUrl: string, eol: string): string {
  const e = estimate(catalog, state);
  return [
    'Bonjour,',
    '',
    `Je souhaite un devis pour\u00a0: ${e.service.title}, formule ${e.plan.name}.`,
    `Quantité\u00a0: ${e.quantityText}.`,
    `Estimation\u00a0: à partir de ${formatPrice(e.total)} TTC (${formatPrice(e.plan.price)} ${e.plan.unit}).`,
    `Délai indicatif\u00a0: ${e.delay}.`,
    `Estimation faite sur\u00a0: ${pageUrl}`,
    '',
    'Merci de me recontacter.',
  ].join(eol);
}

export const quoteSubject = (catalog: QuoteCatalog, state: QuoteState): string =>
  `Demande de devis\u00a0: ${serviceOf(catalog, state.service).title}`;

/** RFC 6068: every character outside the unreserved set percent-encoded (spaces %20), lines ending %0D%0A. */
export function quoteMailto(catalog: QuoteCatalog, email: string, state: QuoteState, pageUrl: string): string {
  const subject = encodeURIComponent(quoteSubject(catalog, state));
  const body = encodeURIComponent(quoteMessage(catalog, state, pageUrl, '\r\n'));
  return `mailto:${email}?subject=${subject}&body=${body}`;
}

/** https://wa.me/<international number, digits only>?text=<message> (the site's own WhatsApp link builder). */
export function quoteWhatsapp(catalog: QuoteCatalog, phone: string, state: QuoteState, pageUrl: string): string {
  return whatsappLink(phone, quoteMessage(catalog, state, pageUrl, '\n'));
}
