// One description per kind of content (articles, tutorials, projects): where it is stored, cached and
// shown, what the back office calls it, and its field list. The row mappers, the item types, the
// revision snapshots and their diff, the journal's words, the preview registry, the bulk actions and
// the forms' starting values are all derived from it; adding a text field to a kind starts here
// (docs/DEVELOPMENT.md, « Adding a field »). Plain data: the client forms import it too.

/** How a field is stored and typed: required text, optional text (null when empty), a day, a tag list. */
export type FieldType = 'text' | 'optional' | 'day' | 'tags';

export type FieldSpec = {
  /** The property on the item (camelCase) and in the form. */
  readonly key: string;
  /** The column in the kind's table. */
  readonly column: string;
  readonly type: FieldType;
  /** The French label of the form, also the revision diff's. */
  readonly label: string;
  /** Long text: its revisions are compared word by word. */
  readonly long?: true;
  /** Projects: left out of the list's lighter rows (the summary). */
  readonly detail?: true;
  /** Not written back when a revision is restored (an uploaded file may be gone from storage). */
  readonly keepOnRestore?: true;
  /** A Markdown body: what it shows is read at each write and stored beside it (lib/data/body-reading.ts). */
  readonly markdown?: true;
};

export type KindSpec = {
  /** The journal's entity and the revisions' kind. */
  readonly entity: string;
  readonly table: string;
  /** The table's alias in the kind's queries. */
  readonly alias: string;
  /** The cache tag every public read of the kind carries. */
  readonly tag: string;
  /** Public section: detail pages are `${section}/${slug}`; its name in the breadcrumb. */
  readonly section: string;
  readonly sectionName: string;
  /** The field that sums an item up: a detail page's meta description. */
  readonly summary: string;
  /** `?type=` of the private preview. */
  readonly preview: string;
  /** The autosave key's prefix in the browser's storage. */
  readonly autosave: string;
  /** The image column whose file a deleted row frees. */
  readonly file: string;
  /** French words: « Article » in the journal, « l’article » in buttons, the list's nouns, the form titles. */
  readonly label: string;
  readonly the: string;
  readonly noun: { readonly one: string; readonly many: string };
  readonly newTitle: string;
  readonly editTitle: string;
  readonly fields: readonly FieldSpec[];
};

const TITLE = { key: 'title', column: 'title', type: 'text', label: 'Titre' } as const;
const SLUG = { key: 'slug', column: 'slug', type: 'text', label: 'Slug' } as const;
const TAGS = { key: 'tags', column: 'tags', type: 'tags', label: 'Tags' } as const;
/** What search engines and shared cards show instead of the title, summary and image, when given. */
const SEO = [
  {
    key: 'seoTitle',
    column: 'seo_title',
    type: 'optional',
    label: 'Titre pour les moteurs de recherche',
    detail: true,
  },
  {
    key: 'seoDescription',
    column: 'seo_description',
    type: 'optional',
    label: 'Description pour les moteurs de recherche',
    detail: true,
  },
  {
    key: 'seoImage',
    column: 'seo_image',
    type: 'optional',
    label: 'Image de partage',
    detail: true,
    keepOnRestore: true,
  },
] as const;
/** The category's id; the revision diff shows its name. */
const CATEGORY = { key: 'categoryId', column: 'category_id', type: 'optional', label: 'Catégorie' } as const;

export const KINDS = {
  post: {
    entity: 'post',
    table: 'blog_posts',
    alias: 'b',
    tag: 'blog',
    section: '/blog',
    sectionName: 'Blog',
    summary: 'excerpt',
    preview: 'article',
    autosave: 'article',
    file: 'image_url',
    label: 'Article',
    the: 'l’article',
    noun: { one: 'article', many: 'articles' },
    newTitle: 'Nouvel article',
    editTitle: 'Modifier l’article',
    fields: [
      TITLE,
      SLUG,
      { key: 'excerpt', column: 'excerpt', type: 'text', label: 'Extrait', long: true },
      { key: 'content', column: 'content', type: 'text', label: 'Contenu', long: true, markdown: true },
      { key: 'imageUrl', column: 'image_url', type: 'text', label: 'Image', keepOnRestore: true },
      { key: 'imageAlt', column: 'image_alt', type: 'optional', label: 'Texte alternatif de l’image' },
      { key: 'postDate', column: 'post_date', type: 'day', label: 'Date de publication' },
      { key: 'author', column: 'author', type: 'optional', label: 'Auteur' },
      CATEGORY,
      TAGS,
      ...SEO,
    ],
  },
  tutorial: {
    entity: 'tutorial',
    table: 'tutorials',
    alias: 't',
    tag: 'tutorials',
    section: '/tutoriels',
    sectionName: 'Tutoriels',
    summary: 'description',
    preview: 'tutoriel',
    autosave: 'tutoriel',
    file: 'thumbnail',
    label: 'Tutoriel',
    the: 'le tutoriel',
    noun: { one: 'tutoriel', many: 'tutoriels' },
    newTitle: 'Nouveau tutoriel',
    editTitle: 'Modifier le tutoriel',
    fields: [
      TITLE,
      SLUG,
      { key: 'description', column: 'description', type: 'text', label: 'Description', long: true },
      { key: 'body', column: 'body', type: 'text', label: 'Contenu', long: true, markdown: true },
      { key: 'videoId', column: 'video_id', type: 'optional', label: 'Vidéo' },
      { key: 'duration', column: 'duration', type: 'optional', label: 'Durée' },
      { key: 'thumbnail', column: 'thumbnail', type: 'text', label: 'Miniature', keepOnRestore: true },
      CATEGORY,
      TAGS,
      ...SEO,
    ],
  },
  project: {
    entity: 'project',
    table: 'projects',
    alias: 'p',
    tag: 'projects',
    section: '/portfolio',
    sectionName: 'Portfolio',
    summary: 'description',
    preview: 'projet',
    autosave: 'projet',
    file: 'main_image_url',
    label: 'Projet',
    the: 'le projet',
    noun: { one: 'projet', many: 'projets' },
    newTitle: 'Nouveau projet',
    editTitle: 'Modifier le projet',
    fields: [
      TITLE,
      SLUG,
      { key: 'description', column: 'description', type: 'text', label: 'Description', long: true },
      CATEGORY,
      { key: 'client', column: 'client', type: 'optional', label: 'Client' },
      { key: 'projectDate', column: 'project_date', type: 'optional', label: 'Date du projet' },
      { key: 'challenge', column: 'challenge', type: 'optional', label: 'Défi', long: true, detail: true },
      { key: 'solution', column: 'solution', type: 'optional', label: 'Solution', long: true, detail: true },
      { key: 'results', column: 'results', type: 'optional', label: 'Résultats', long: true, detail: true },
      { key: 'projectLink', column: 'project_link', type: 'optional', label: 'Lien du projet', detail: true },
      ...SEO,
    ],
  },
} as const satisfies Record<string, KindSpec>;

export type EntryKind = keyof typeof KINDS;
export const ENTRY_KINDS = Object.keys(KINDS) as EntryKind[];

// ---------- types derived from the field lists ----------

type TypeOf<T extends FieldType> = T extends 'tags' ? string[] : T extends 'optional' ? string | null : string;
type FieldsOf<K extends EntryKind> = (typeof KINDS)[K]['fields'][number];
/** The names of a kind's fields. */
export type FieldKey<K extends EntryKind> = FieldsOf<K>['key'];
/** The names of a kind's optional fields (null when empty): writes may leave them out. */
export type OptionalFieldKey<K extends EntryKind> = Extract<FieldsOf<K>, { type: 'optional' }>['key'];
/** An item's own fields as the kind's list declares them. */
export type FieldValues<K extends EntryKind, F extends FieldSpec = FieldsOf<K>> = {
  [E in F as E['key']]: TypeOf<E['type']>;
};
/** The same without the fields only the detail has (projects' list rows). */
export type SummaryValues<K extends EntryKind> = FieldValues<K, Exclude<FieldsOf<K>, { detail: true }>>;

// ---------- derived registries ----------

/** The private preview's `?type=` values, and each one's kind. */
export const PREVIEW_TYPES = ENTRY_KINDS.map((k) => KINDS[k].preview) as (typeof KINDS)[EntryKind]['preview'][];
export type PreviewType = (typeof PREVIEW_TYPES)[number];
export const kindOfPreview = (type: PreviewType): EntryKind => ENTRY_KINDS.find((k) => KINDS[k].preview === type)!;

/** A form's starting value for each field: the item's, else empty (tags as « a, b »). */
export function formValues<K extends EntryKind>(
  kind: K,
  item: Partial<Record<string, unknown>> | null,
): Record<FieldsOf<K>['key'], string> {
  const values: Record<string, string> = {};
  for (const field of KINDS[kind].fields as readonly FieldSpec[]) {
    const value = item?.[field.key];
    values[field.key] = Array.isArray(value) ? value.join(', ') : value == null ? '' : String(value);
  }
  return values as Record<FieldsOf<K>['key'], string>;
}
