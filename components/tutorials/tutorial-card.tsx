import { ClockIcon } from '@/components/icons/lists';
import { EntryCard, type CardOptions } from '@/components/ui/entry-card';
import { CategoryPill } from '@/components/ui/category-pill';
import { tutorialCard } from '@/lib/format/card-text';
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

/** Tutorial card: image with the duration, category, duration, title, description, tags. */
export function TutorialCard({ tutorial, ...options }: { tutorial: Tutorial } & CardOptions) {
  return (
    <EntryCard
      {...options}
      {...tutorialCard(tutorial)}
      tags={tutorial.tags}
      overlay={tutorial.duration && <span className="duration-badge">{tutorial.duration}</span>}
      meta={
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-500">
          <CategoryPill tone="soft">{tutorial.categoryName ?? 'Tutoriel'}</CategoryPill>
          {tutorial.duration && <DurationMeta duration={tutorial.duration} />}
        </div>
      }
    />
  );
}
