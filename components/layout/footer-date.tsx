'use client';
// « Date du jour »: the database's date from /api/date (fetched in the browser, so pages stay
// static), a pulsing placeholder meanwhile, and the device's date if the request fails. It is asked
// for when the footer comes within a screen of the viewport: a visitor who reads only the top of a
// page costs no request and no database query, and the page's load is not busy with it.
import { useEffect, useRef, useState } from 'react';
import { formatLongDate } from '@/lib/format/long-date';

type State = { status: 'loading' } | { status: 'ready'; iso: string; text: string };

function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

async function fetchDate(signal: AbortSignal): Promise<string> {
  const res = await fetch('/api/date', { signal });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const body = (await res.json()) as { date?: unknown };
  if (typeof body.date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(body.date)) throw new Error('Réponse inattendue');
  return body.date;
}

export function FooterDate() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const ref = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    const load = () =>
      fetchDate(controller.signal)
        .then((iso) => setState({ status: 'ready', iso, text: formatLongDate(iso) }))
        .catch((err: unknown) => {
          if (controller.signal.aborted) return;
          console.error('Erreur lors de la récupération de la date:', err);
          const today = new Date();
          setState({ status: 'ready', iso: isoDate(today), text: formatLongDate(today) });
        });
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(ref.current!);
    return () => {
      observer.disconnect();
      controller.abort();
    };
  }, []);

  return (
    <p ref={ref} className="flex items-center gap-2" data-testid="footer-date" aria-busy={state.status === 'loading'}>
      <span>Date du jour&nbsp;:</span>
      {state.status === 'loading' ? (
        <>
          <span
            aria-hidden="true"
            data-testid="footer-date-placeholder"
            className="inline-block h-4 w-32 rounded bg-slate-700 motion-safe:animate-pulse"
          />
          <span className="sr-only">chargement…</span>
        </>
      ) : (
        <time dateTime={state.iso} className="font-medium text-white">
          {state.text}
        </time>
      )}
    </p>
  );
}
