-- Tutorials get a written part (Markdown, the articles' editor and renderer), searched like the rest.
alter table public.tutorials add column if not exists body text not null default '' check (length(body) <= 100000);
drop index if exists public.tutorials_search_idx;
alter table public.tutorials drop column if exists search;
alter table public.tutorials add column search tsvector generated always as (
  setweight(to_tsvector('public.french_unaccent', coalesce(title, '')), 'A') ||
  setweight(to_tsvector('public.french_unaccent', coalesce(description, '')), 'B') ||
  setweight(to_tsvector('public.french_unaccent', coalesce(body, '')), 'C')
) stored;
create index tutorials_search_idx on public.tutorials using gin (search);

-- The media library (« Médiathèque »): one row per stored image, written by every upload path, with
-- what the back office shows and edits (original name, size, dimensions, text alternative). Where an
-- image is used is not stored: it is read from the rows that name its URL (lib/data/media.ts).
create table if not exists public.media (
  id uuid primary key default gen_random_uuid(),
  url text not null unique check (length(url) between 1 and 1000),
  bucket text not null check (bucket in ('project-images', 'blog-images')),
  file_name text not null default '' check (length(file_name) <= 255),
  size_bytes integer check (size_bytes is null or size_bytes >= 0),
  width integer check (width is null or width > 0),
  height integer check (height is null or height > 0),
  alt text not null default '' check (length(alt) <= 300),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists media_created_at_idx on public.media (created_at desc, id desc);
drop trigger if exists media_updated_at on public.media;
create trigger media_updated_at before update on public.media
  for each row execute function public.set_updated_at();

alter table public.media enable row level security;
revoke all on public.media from public, anon, authenticated;
grant select, insert, update, delete on public.media to service_role;

-- Where an image is used: the one definition the library's « Utilisée par », its « Fichiers inutilisés »
-- filter, its delete guard and the clean-up after a cancelled form all read. Bodies count (an image
-- inside an article or a tutorial), drafts too, and testimonials' photos.
create or replace function public.media_uses(image text)
returns table (kind text, id uuid, title text)
language sql stable set search_path = '' as $$
  select 'project', p.id, p.title from public.projects p
  where p.main_image_url = image
     or exists (select 1 from public.project_images i where i.project_id = p.id and i.image_url = image)
  union all
  select 'post', b.id, b.title from public.blog_posts b
  where b.image_url = image or strpos(b.content, image) > 0
  union all
  select 'tutorial', t.id, t.title from public.tutorials t
  where t.thumbnail = image or strpos(t.body, image) > 0
  union all
  select 'testimonial', null, x ->> 'name' from public.site_settings s, jsonb_array_elements(s.values -> 'items') x
  where s.key = 'testimonials' and x ->> 'photo' = image
$$;
revoke all on function public.media_uses(text) from public, anon, authenticated;
grant execute on function public.media_uses(text) to service_role;

-- Images stored before the library existed: every storage URL a row names, with the text it had.
insert into public.media (url, bucket, file_name, alt, created_at)
select distinct on (url) url, substring(url from '(project-images|blog-images)/'),
       substring(url from '[^/]+$'), left(coalesce(alt, ''), 300), created_at
from (
  select main_image_url as url, title as alt, created_at from public.projects
  union all select image_url, alt_text, created_at from public.project_images
  union all select image_url, coalesce(image_alt, title), created_at from public.blog_posts
  union all select thumbnail, title, created_at from public.tutorials
) as used
where url ~ '/(project-images|blog-images)/[A-Za-z0-9._-]+$'
  and (url like '/storage/%' or url like '%/storage/v1/object/public/%')
order by url, created_at
on conflict (url) do nothing;

