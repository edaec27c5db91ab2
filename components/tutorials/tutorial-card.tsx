import { ClockIcon } from '@/components/icons/content';
import { ContentCard } from '@/components/ui/content-card';
import { cardText } from '@/lib/format/card-text';
import type { Tutorial } from '@/lib/data/types';
import { spokenDuration } from './duration';

/** Clock and « 12:30 » (read out as « Durée : 12 min 30 s »), in the meta line of a tutorial. */
export function DurationMeta({ duration }: { duration: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <ClockIcon className="size-4" />
      <span className="sr-only">Durée&nbsp;: {spokenDuration(duration)}</span>
      <span aria-hidden="true">{duration}</span>
    </span>
  );
}

/** Tutorial card, linking straight to the canonical slug URL (no redirect hop). */
export function TutorialCard({
  tutorial,
  headingLevel = 2,
  eager = false,
}: {
  tutorial: Tutorial;
  headingLevel?: 2 | 3;
  eager?: boolean;
}) {
  return (
    <ContentCard
      eager={eager}
      variant="video"
      href={`/tutoriels/${tutorial.slug}`}
      title={tutorial.title}
      headingLevel={headingLevel}
      imageUrl={tutorial.thumbnail}
      categoryName={tutorial.categoryName}
      text={cardText(tutorial.description)}
      tags={tutorial.tags}
      cta="Regarder le tutoriel"
      overlay={tutorial.duration && <span className="duration-badge">{tutorial.duration}</span>}
      meta={
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-500">
          <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
            {tutorial.categoryName ?? 'Tutoriel'}
          </span>
          {tutorial.duration && <DurationMeta duration={tutorial.duration} />}
        </div>
      }
    />
  );
}
