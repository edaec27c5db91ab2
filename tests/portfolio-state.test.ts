// Portfolio filter state and the ?project= helpers (pure functions).
import { describe, expect, it } from 'vitest';
import {
  filterProjects,
  isAllSelected,
  parseSelection,
  searchWithSelection,
  serializeSelection,
  toggleAll,
  toggleOne,
} from '@/components/portfolio/filter-state';
import { isModifiedClick, searchWithoutProject, searchWithProject } from '@/components/portfolio/project-url';
import type { Category } from '@/lib/data/types';

const cat = (name: string, slug: string): Category => ({ id: slug, name, slug, createdAt: '', updatedAt: '' });
const categories = [cat('Brochures', 'brochures'), cat(' Livres ', 'livres'), cat('Magazines', 'magazines')];
const projects = [
  { id: '1', categoryName: 'Livres' },
  { id: '2', categoryName: 'Magazines ' },
  { id: '3', categoryName: null },
  { id: '4', categoryName: 'Brochures' },
];

describe('portfolio filter', () => {
  it('an empty selection shows every project', () => {
    expect(filterProjects(projects, [])).toHaveLength(4);
  });

  it('filters by trimmed category names', () => {
    expect(filterProjects(projects, ['Livres']).map((p) => p.id)).toEqual(['1']);
    expect(filterProjects(projects, ['Magazines', 'Livres']).map((p) => p.id)).toEqual(['1', '2']);
  });

  it('reads the URL value by slug, ignoring unknown slugs, in category order', () => {
    expect(parseSelection('magazines,inconnu,livres', categories)).toEqual(['Livres', 'Magazines']);
    expect(parseSelection('', categories)).toEqual([]);
    expect(parseSelection(null, categories)).toEqual([]);
  });

  it('writes the selection as slugs and keeps other parameters', () => {
    expect(serializeSelection(['Magazines', 'Livres'], categories)).toBe('livres,magazines');
    expect(searchWithSelection('?project=x&utm=a', ['Livres', 'Brochures'], categories)).toBe(
      '?project=x&utm=a&categories=brochures,livres',
    );
    expect(searchWithSelection('?categories=livres&project=x', [], categories)).toBe('?project=x');
    expect(searchWithSelection('?categories=livres', [], categories)).toBe('');
  });

  it('select all selects every category, or clears when all are selected', () => {
    expect(toggleAll([], categories)).toEqual(['Brochures', 'Livres', 'Magazines']);
    expect(toggleAll(['Livres'], categories)).toEqual(['Brochures', 'Livres', 'Magazines']);
    expect(toggleAll(['Brochures', 'Livres', 'Magazines'], categories)).toEqual([]);
  });

  it('the all-selected marker follows the count', () => {
    expect(isAllSelected(['Brochures', 'Livres', 'Magazines'], categories)).toBe(true);
    expect(isAllSelected(toggleOne(['Brochures', 'Livres', 'Magazines'], 'Livres'), categories)).toBe(false);
    expect(isAllSelected([], [])).toBe(false);
  });

  it('toggles one category', () => {
    expect(toggleOne(['Livres'], ' Magazines ')).toEqual(['Livres', 'Magazines']);
    expect(toggleOne(['Livres', 'Magazines'], 'Livres')).toEqual(['Magazines']);
  });
});

describe('?project= helpers', () => {
  it('sets the project and keeps other parameters', () => {
    expect(searchWithProject('?categories=livres', 'mon-projet')).toBe('?categories=livres&project=mon-projet');
    expect(searchWithProject('', 'a')).toBe('?project=a');
    expect(searchWithProject('?project=a', 'b')).toBe('?project=b');
    // A selection's commas stay as the filter wrote them (not %2C).
    expect(searchWithProject('?page=2&categories=livres,magazines', 'a')).toBe(
      '?page=2&categories=livres,magazines&project=a',
    );
  });

  it('removes only the project parameter', () => {
    expect(searchWithoutProject('?q=x&project=a&page=2')).toBe('?q=x&page=2');
    expect(searchWithoutProject('?project=a')).toBe('');
    expect(searchWithoutProject('?categories=livres,magazines&project=a')).toBe('?categories=livres,magazines');
  });

  it('leaves modified clicks to the browser', () => {
    const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
    expect(isModifiedClick(click)).toBe(false);
    expect(isModifiedClick({ ...click, ctrlKey: true })).toBe(true);
    expect(isModifiedClick({ ...click, button: 1 })).toBe(true);
  });
});
