-- A body's images are read by the application with the public renderer's own Markdown parse
-- (lib/markdown/read.ts) and written beside the body at each save: the regular expression that filled
-- body_images missed constructs the renderer shows (an alt text with brackets), so the media library
-- called a used image unused. body_read_hash is the md5 of the body that reading was taken from; a row
-- whose body changed since (a write that did not go through lib/data, or a row from before this
-- migration) is body_read_stale and is searched by its text until lib/data/body-reading.ts reads it again.

do $$
begin
  if exists (select 1 from pg_attribute where attrelid = 'public.blog_posts'::regclass
             and attname = 'body_images' and attgenerated = 's') then
    alter table public.blog_posts alter column body_images drop expression;
  end if;
  if exists (select 1 from pg_attribute where attrelid = 'public.tutorials'::regclass
             and attname = 'body_images' and attgenerated = 's') then
    alter table public.tutorials alter column body_images drop expression;
  end if;
end $$;

alter table public.blog_posts alter column body_images set default '{}';
alter table public.tutorials alter column body_images set default '{}';
-- The alt text of each image of body_images, position for position (one entry per occurrence).
alter table public.blog_posts add column if not exists body_image_alts text[] not null default '{}';
alter table public.tutorials add column if not exists body_image_alts text[] not null default '{}';
alter table public.blog_posts add column if not exists body_read_hash text;
alter table public.tutorials add column if not exists body_read_hash text;
alter table public.blog_posts add column if not exists body_read_stale boolean
  generated always as (body_read_hash is distinct from md5(content)) stored;
alter table public.tutorials add column if not exists body_read_stale boolean
  generated always as (body_read_hash is distinct from md5(body)) stored;
create index if not exists blog_posts_body_read_stale_idx on public.blog_posts (id) where body_read_stale;
create index if not exists tutorials_body_read_stale_idx on public.tutorials (id) where body_read_stale;

-- Reading a body again (lib/data/body-reading.ts) is not an edit: updated_at (the sitemap's lastmod, the
-- dashboard's latest edits) moves only when something else changes.
create or replace function public.set_updated_at_unless_body_reading() returns trigger language plpgsql as $$
begin
  if (to_jsonb(new) - array['body_images', 'body_image_alts', 'body_read_hash', 'body_read_stale', 'search', 'updated_at'])
     is distinct from (to_jsonb(old) - array['body_images', 'body_image_alts', 'body_read_hash', 'body_read_stale', 'search', 'updated_at']) then
    new.updated_at := now();
  end if;
  return new;
end $$;
drop trigger if exists blog_posts_updated_at on public.blog_posts;
create trigger blog_posts_updated_at before update on public.blog_posts
  for each row execute function public.set_updated_at_unless_body_reading();
drop trigger if exists tutorials_updated_at on public.tutorials;
create trigger tutorials_updated_at before update on public.tutorials
  for each row execute function public.set_updated_at_unless_body_reading();

-- A stale body counts as using every image whose address appears in its text: never less than it shows.
create or replace function public.media_uses(image text)
returns table (kind text, id uuid, title text)
language sql stable set search_path = '' as $$
  select 'project', p.id, p.title from public.projects p
  where p.main_image_url = image or p.seo_image = image
     or exists (select 1 from public.project_images i where i.project_id = p.id and i.image_url = image)
  union all
  select 'post', b.id, b.title from public.blog_posts b
  where b.image_url = image or b.seo_image = image
     or (b.body_images @> array[image] and not b.body_read_stale)
     or (b.body_read_stale and strpos(b.content, image) > 0)
  union all
  select 'tutorial', t.id, t.title from public.tutorials t
  where t.thumbnail = image or t.seo_image = image
     or (t.body_images @> array[image] and not t.body_read_stale)
     or (t.body_read_stale and strpos(t.body, image) > 0)
  union all
  select 'testimonial', null, coalesce(x ->> 'author', '') from public.site_settings s, jsonb_array_elements(s.values -> 'items') x
  where s.key = 'testimonials' and x ->> 'photo' = image
  union all
  select 'trash', c.id, c.title from public.trash c where c.files @> array[image]
$$;
revoke all on function public.media_uses(text) from public, anon, authenticated;
grant execute on function public.media_uses(text) to service_role;

drop function if exists public.markdown_image_urls(text);
