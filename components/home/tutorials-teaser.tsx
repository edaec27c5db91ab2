import Link from 'next/link';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { Section } from '@/components/ui/container';
import { ArrowRightIcon, ClockIcon } from '@/components/ui/icons';
import { Reveal } from '@/components/ui/motion';
import { SectionHeading } from '@/components/ui/section-heading';
import { SmartImage } from '@/components/ui/smart-image';
import { listLatestTutorials } from '@/lib/data/tutorials';
import type { Tutorial } from '@/lib/data/types';
import { TutorialsError } from './tutorials-error';

async function loadTutorials(): Promise<Tutorial[] | null> {
  try {
    return await listLatestTutorials(4);
  } catch (e) {
    console.error('[home] listLatestTutorials failed:', e instanceof Error ? e.message : e);
    return null;
  }
}

async function LatestTutorials() {
  const tutorials = await loadTutorials();
  if (!tutorials) {
    // Never bake the failure into the prerendered page: this block is then rendered per request
    // (and listLatestTutorials, which did not cache its failure, is tried again).
    await connection();
    return <TutorialsError />;
  }
  if (tutorials.length === 0) return <p className="text-center text-slate-600">Aucun tutoriel disponible pour le moment.</p>;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {tutorials.map((t, i) => (
        <Reveal as="li" index={i} key={t.id}>
          <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg">
            <div className="relative aspect-video overflow-hidden bg-slate-900">
              <SmartImage src={t.thumbnail} alt="" fill sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw" className="object-cover transition-transform duration-500 group-hover:scale-105" categoryName={t.categoryName} />
              {t.duration ? (
                <span className="absolute right-2 bottom-2 flex items-center gap-1 rounded-md bg-slate-900/85 px-2 py-0.5 text-xs font-semibold text-white">
                  <ClockIcon className="size-3" />
                  <span className="sr-only">Durée :</span> {t.duration}
                </span>
              ) : null}
            </div>
            <div className="flex flex-1 flex-col p-5">
              <p className="text-sm font-semibold text-brand-700">{t.categoryName ?? 'Tutoriel'}</p>
              <h3 className="mt-2 font-semibold text-slate-900">
                {/* SPEC §2.2: tutorial links target the id; /tutoriels/{id} leads to the slug page. */}
                <Link href={`/tutoriels/${t.id}`} className="rounded-sm after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600">
                  {t.title}
                </Link>
              </h3>
              <p className="mt-2 line-clamp-2 text-sm text-slate-600">{t.description}</p>
            </div>
          </article>
        </Reveal>
      ))}
    </ul>
  );
}

export function HomeTutorialsTeaser() {
  return (
    <Section tone="muted" labelledBy="tutoriels-titre">
      <div className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeading id="tutoriels-titre" align="left" eyebrow="Tutoriels vidéo" title="Apprenez avec nos tutoriels gratuits" description="InDesign, Word, préparation des fichiers : des vidéos courtes et pratiques." />
        <Link href="/tutoriels" className="inline-flex items-center gap-2 rounded-md font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600">
          Tous les tutoriels
          <ArrowRightIcon className="size-4" />
        </Link>
      </div>
      <div className="mt-12">
        <Suspense fallback={<p className="text-center text-slate-600">Chargement des tutoriels...</p>}>
          <LatestTutorials />
        </Suspense>
      </div>
    </Section>
  );
}
