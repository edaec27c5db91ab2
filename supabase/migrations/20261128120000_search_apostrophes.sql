-- One search for the site and the blog. French text is typeset with the typographic apostrophe (« l’édition »);
-- the databases' character class is C, where the text-search parser takes every non-ASCII character for a
-- letter, so « l’édition » was one word and a search for « édition » missed it: the searched columns now read ’
-- as a space, as the search box does. Articles' and tutorials' tags are searched too (the blog's search found
-- them, the site's did not).
create or replace function public.search_text(value text) returns text
  language sql immutable parallel safe
  as $$ select translate(coalesce(value, ''), '’‘`', '   ') $$;

-- array_to_string is only stable in general (an element type's output could change); for text[] it is not.
create or replace function public.search_tags(tags text[]) returns text
  language sql immutable parallel safe
  as $$ select public.search_text(array_to_string(tags, ' ')) $$;

drop index if exists public.blog_posts_search_idx;
alter table public.blog_posts drop column if exists search;
alter table public.blog_posts add column search tsvector generated always as (
  setweight(to_tsvector('public.french_unaccent', public.search_text(title)), 'A') ||
  setweight(to_tsvector('public.french_unaccent', public.search_text(excerpt)), 'B') ||
  setweight(to_tsvector('public.french_unaccent', public.search_tags(tags)), 'B') ||
  setweight(to_tsvector('public.french_unaccent', public.search_text(content)), 'C')
) stored;
create index blog_posts_search_idx on public.blog_posts using gin (search);

drop index if exists public.projects_search_idx;
alter table public.projects drop column if exists search;
alter table public.projects add column search tsvector generated always as (
  setweight(to_tsvector('public.french_unaccent', public.search_text(title)), 'A') ||
  setweight(to_tsvector('public.french_unaccent', public.search_text(client)), 'B') ||
  setweight(to_tsvector('public.french_unaccent', public.search_text(description)), 'B') ||
  setweight(to_tsvector('public.french_unaccent',
    public.search_text(challenge) || ' ' || public.search_text(solution) || ' ' || public.search_text(results)), 'C')
) stored;
create index projects_search_idx on public.projects using gin (search);

drop index if exists public.tutorials_search_idx;
alter table public.tutorials drop column if exists search;
alter table public.tutorials add column search tsvector generated always as (
  setweight(to_tsvector('public.french_unaccent', public.search_text(title)), 'A') ||
  setweight(to_tsvector('public.french_unaccent', public.search_text(description)), 'B') ||
  setweight(to_tsvector('public.french_unaccent', public.search_tags(tags)), 'B') ||
  setweight(to_tsvector('public.french_unaccent', public.search_text(body)), 'C')
) stored;
create index tutorials_search_idx on public.tutorials using gin (search);
