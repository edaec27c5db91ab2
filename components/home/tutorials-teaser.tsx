import { connection } from 'next/server';
import { Suspense } from 'react';
import { ClockIcon } from '@/components/icons/site';
import { tutorialCard } from '@/lib/format/card-text';
import { listLatestTutorials } from '@/lib/data/tutorials';
import type { Tutorial } from '@/lib/data/types';
import { TeaserCard } from './teaser-card';
import { TeaserGrid, TeaserSection } from './teaser-section';
import { TutorialsError } from './tutorials-error';

async function loadTutorials(): Promise<Tutorial[] | null> {
  try {
    return await listLatestTutorials(4);
  } catch (e) {
    console.error('[home] listLatestTutorials failed:', e instanceof Error ? e.message : e);
    return null;
  }
}

// A failed read is never baked into the prerendered page: this block is then rendered per request,
// under its own Suspense boundary (and listLatestTutorials, which did not cache its failure, is tried
// again). The read that succeeds stays in the document, in place, with no boundary around it.
async function TutorialsOnRequest() {
  await connection();
  const tutorials = await loadTutorials();
  return tutorials ? <TutorialCards tutorials={tutorials} /> : <TutorialsError />;
}

async function LatestTutorials() {
  const tutorials = await loadTutorials();
  if (!tutorials)
    return (
      <Suspense fallback={<p className="text-center text-slate-600">Chargement des tutoriels...</p>}>
        <TutorialsOnRequest />
      </Suspense>
    );
  return <TutorialCards tutorials={tutorials} />;
}

function TutorialCards({ tutorials }: { tutorials: Tutorial[] }) {
  return (
    <TeaserGrid
      section="tutorials"
      items={tutorials}
      card={(t) => (
        <TeaserCard
          {...tutorialCard(t)}
          meta={<p className="teaser-category">{t.categoryName ?? 'Tutoriel'}</p>}
          overlay={
            t.duration ? (
              <span className="teaser-badge">
                <ClockIcon className="size-3" />
                <span className="sr-only">Durée&nbsp;:</span> {t.duration}
              </span>
            ) : null
          }
        />
      )}
    />
  );
}

export function HomeTutorialsTeaser() {
  return (
    <TeaserSection section="tutorials">
      <LatestTutorials />
    </TeaserSection>
  );
}
