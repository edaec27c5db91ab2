'use client';
// « Estimer mon devis »: service, plan and quantity from the published price table, a live estimate,
// and the two hand-offs (e-mail, WhatsApp) carrying a French summary. The estimate lives in the URL
// (?devis=…, replaced as it changes) so it can be shared. Loaded lazily by ./quote-island.tsx.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { measure } from '@/components/layout/measure';
import { MailIcon } from '@/components/icons/frame';
import { WhatsAppIcon } from '@/components/icons/whatsapp';
import { formatCount, formatPrice } from '@/lib/format/number';
import type { ServiceId } from '@/lib/copy/services';
import {
  clampQuantity,
  quantityProblem,
  defaultQuote,
  estimate,
  parseQuote,
  QUOTE_PARAM,
  quoteCatalog,
  quantityOf,
  quoteMailto,
  quoteWhatsapp,
  serializeQuote,
  serviceOf,
  type QuoteChannel,
  type QuotePrices,
  type QuoteState,
} from '@/lib/quote/estimate';

export type QuoteEstimatorProps = {
  defaultService: ServiceId;
  /** The price table as the page was rendered with it (lib/data/pricing.ts). */
  prices: QuotePrices;
  /** The studio's e-mail and WhatsApp number (« Réglages »); a button goes when its detail is empty. */
  email: string | null;
  phone: string | null;
  /** The public origin (SITE_URL), for the link back to this estimate. */
  origin: string;
  /** Where the beacon goes (app/api/devis/route.ts). */
  beaconUrl: string;
};

/** One count per hand-off: service, channel, page. No identifier; the answer is never read. */
function sendBeacon(url: string, service: ServiceId, channel: QuoteChannel) {
  measure({ t: 'estimator', v: service, k: 'sent' });
  const body = JSON.stringify({ service, channel, page: window.location.pathname });
  try {
    if (navigator.sendBeacon?.(url, new Blob([body], { type: 'text/plain' }))) return;
    void fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => {});
  } catch {
    // Counting is best effort: the hand-off itself goes on.
  }
}

const field =
  'mt-2 block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 shadow-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600';

export default function QuoteEstimator({
  defaultService,
  prices,
  email,
  phone,
  origin,
  beaconUrl,
}: QuoteEstimatorProps) {
  const ids = useId();
  const catalog = useMemo(() => quoteCatalog(prices), [prices]);
  const [state, setState] = useState<QuoteState>(() =>
    parseQuote(catalog, new URLSearchParams(window.location.search).get(QUOTE_PARAM), defaultService),
  );
  // What is typed, so the field can be emptied while typing; the estimate uses the clamped value.
  const [typed, setTyped] = useState(String(state.quantity));
  const e = estimate(catalog, state);
  const unit = quantityOf(e.plan);

  // The estimator's funnel (docs/PRIVACY.md): opened once; priced once per service whose estimate is changed.
  const priced = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!priced.current) {
      priced.current = new Set();
      measure({ t: 'estimator', v: state.service, k: 'opened' });
    } else if (!priced.current.has(state.service)) {
      priced.current.add(state.service);
      measure({ t: 'estimator', v: state.service, k: 'priced' });
    }
  }, [state.service, state.quantity]);

  // The estimate in the address bar: replaced, not pushed (no new history entry per keystroke).
  useEffect(() => {
    const url = new URL(window.location.href);
    url.searchParams.set(QUOTE_PARAM, serializeQuote(state));
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, [state]);

  const pageUrl = useMemo(() => {
    const url = new URL(window.location.pathname, origin);
    url.searchParams.set(QUOTE_PARAM, serializeQuote(state));
    return url.toString();
  }, [origin, state]);

  const update = (next: QuoteState) => {
    setState(next);
    setTyped(String(next.quantity));
  };
  const onService = (service: ServiceId) => update(defaultQuote(catalog, service));
  const onPlan = (plan: string) => {
    const chosen = serviceOf(catalog, state.service).plans.find((p) => p.id === plan)!;
    // Changing the unit (a cover, then catalogue pages) starts from that unit's usual quantity.
    const sameUnit = chosen.unit === e.plan.unit;
    update({ ...state, plan, quantity: sameUnit ? state.quantity : quantityOf(chosen).initial });
  };
  // A quantity the estimator cannot price is said so, and no estimate or link is offered until it is fixed:
  // what is shown always matches the field.
  const problem = quantityProblem(e.plan, typed);
  const onQuantity = (value: string) => {
    setTyped(value);
    if (!quantityProblem(e.plan, value)) setState((s) => ({ ...s, quantity: clampQuantity(e.plan, Number(value)) }));
  };

  const service = serviceOf(catalog, state.service);
  return (
    // Not a <form>: nothing is submitted (the contact page has no form, per the spec); the fields only
    // shape the two links.
    <div className="grid gap-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:grid-cols-[1fr_20rem]">
      <div className="space-y-6">
        <div>
          <label htmlFor={`${ids}-service`} className="text-sm font-semibold text-slate-900">
            Service
          </label>
          <select
            id={`${ids}-service`}
            className={field}
            value={state.service}
            onChange={(ev) => onService(ev.target.value as ServiceId)}
          >
            {catalog.map((s) => (
              <option key={s.id} value={s.id}>
                {s.title}
              </option>
            ))}
          </select>
        </div>

        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">Formule</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {service.plans.map((p) => (
              <label
                key={p.id}
                className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
              >
                <input
                  type="radio"
                  name={`${ids}-plan`}
                  value={p.id}
                  checked={state.plan === p.id}
                  onChange={() => onPlan(p.id)}
                  className="mt-0.5 size-4 accent-brand-600"
                />
                <span>
                  <span className="block font-semibold text-slate-900">{p.name}</span>
                  <span className="text-slate-600">
                    {formatPrice(p.price)} {p.unit}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <div>
          <label htmlFor={`${ids}-quantity`} className="text-sm font-semibold text-slate-900">
            {unit.label}
          </label>
          <input
            id={`${ids}-quantity`}
            className={`${field} max-w-40`}
            type="number"
            inputMode="numeric"
            min={1}
            max={unit.max}
            step={1}
            required
            value={typed}
            onChange={(ev) => onQuantity(ev.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${ids}-quantity-hint`}
          />
          <p
            id={`${ids}-quantity-hint`}
            className={`mt-1 text-sm ${problem ? 'font-medium text-red-700' : 'text-slate-600'}`}
          >
            {problem ?? `De 1 à ${formatCount(unit.max)}.`}
          </p>
        </div>
      </div>

      <div className="flex flex-col rounded-2xl bg-brand-50 p-6">
        <p className="text-sm font-semibold text-brand-800">Votre estimation</p>
        <output
          htmlFor={`${ids}-service ${ids}-quantity`}
          aria-live="polite"
          className="mt-2 block"
          data-testid="quote-total"
        >
          {problem ? (
            <span className="block text-sm font-medium text-red-700">
              Estimation indisponible&nbsp;: {problem.charAt(0).toLowerCase() + problem.slice(1)}
            </span>
          ) : (
            <>
              <span className="block text-2xl font-bold text-slate-900">{e.totalText}</span>
              <span className="mt-2 block text-sm text-slate-700">
                {e.quantityText} × {formatPrice(e.plan.price)} {e.plan.unit}
              </span>
              <span className="mt-1 block text-sm text-slate-700">Délai indicatif&nbsp;: {e.delay}</span>
            </>
          )}
        </output>
        <p className="mt-4 text-xs text-slate-600">
          Estimation indicative d’après nos tarifs publiés&nbsp;; le devis gratuit la confirme.
        </p>
        <div className={`mt-auto flex flex-col gap-3 pt-6 ${problem ? 'hidden' : ''}`}>
          {email && (
            <a
              href={quoteMailto(catalog, email, state, pageUrl)}
              className="btn btn-primary btn-md"
              onClick={() => sendBeacon(beaconUrl, state.service, 'email')}
            >
              <MailIcon className="size-5" />
              Envoyer par e-mail
            </a>
          )}
          {phone && (
            <a
              href={quoteWhatsapp(catalog, phone, state, pageUrl)}
              className="btn btn-secondary btn-md"
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => sendBeacon(beaconUrl, state.service, 'whatsapp')}
            >
              <WhatsAppIcon className="size-5" />
              Envoyer sur WhatsApp<span className="sr-only"> (nouvel onglet)</span>
            </a>
          )}
        </div>
      </div>
    </div>
  );
}
