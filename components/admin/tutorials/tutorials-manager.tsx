'use client';
import { deleteTutorial } from '@/lib/actions/tutorials';
import type { Tutorial } from '@/lib/data/types';
import { formatDate } from '@/lib/dates';
import { ContentList, type ManagerProps } from '../content/content-list';
import { tableClass } from '../ui/controls';
import { ThumbTitleCell, orDash } from '../ui/table';
import { TutorialForm } from './tutorial-form';

type Props = ManagerProps<Tutorial>;

/** « Tutoriels »: the list, its filters and bulk actions, the tutorial form. */
export function TutorialsManager({ categories, ...list }: Props) {
  return (
    <ContentList
      kind="tutorial"
      title="Tutoriels"
      description="Les tutoriels vidéo publiés sur /tutoriels, du plus récent au plus ancien."
      empty="Aucun tutoriel pour le moment. Ajoutez votre première vidéo."
      categories={categories}
      {...list}
      columns={['Titre', 'Catégorie', 'Durée', 'Date']}
      cells={(t) => (
        <>
          <ThumbTitleCell src={t.thumbnail} title={t.title} tags={t.tags} />
          <td className={tableClass.td}>{orDash(t.categoryName)}</td>
          <td className={`${tableClass.td} tabular-nums`}>{orDash(t.duration)}</td>
          <td className={`${tableClass.td} whitespace-nowrap`}>{formatDate(t.createdAt)}</td>
        </>
      )}
      form={({ item, onClose }) => <TutorialForm tutorial={item} categories={categories} onClose={onClose} />}
      remove={deleteTutorial}
    />
  );
}
