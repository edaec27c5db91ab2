-- The images a body shows, kept beside it: media_uses() then finds an image inside articles' and
-- tutorials' bodies through an index instead of reading every body for every image (a library page of
-- 24 images against 10,000 articles was 24 full scans of their texts).

-- ![alt](url "title"), ![alt](<url>) and reference definitions « [label]: url », as the editor and
-- lib/validation/body-images.ts read them.
create or replace function public.markdown_image_urls(markdown text)
returns text[]
language sql immutable parallel safe set search_path = '' as $$
  select coalesce(array_agg(distinct url), '{}') from (
    select m[1] as url from regexp_matches(coalesce(markdown, ''), '!\[[^\]]*\]\(\s*<?([^)\s>]+)', 'g') as m
    union all
    select m[1] from regexp_matches(coalesce(markdown, ''), '(?:^|\n) {0,3}\[[^\]]+\]:\s*<?([^\s>]+)', 'g') as m
  ) found
$$;

alter table public.blog_posts
  add column if not exists body_images text[] generated always as (public.markdown_image_urls(content)) stored;
alter table public.tutorials
  add column if not exists body_images text[] generated always as (public.markdown_image_urls(body)) stored;
create index if not exists blog_posts_body_images_idx on public.blog_posts using gin (body_images);
create index if not exists tutorials_body_images_idx on public.tutorials using gin (body_images);

create or replace function public.media_uses(image text)
returns table (kind text, id uuid, title text)
language sql stable set search_path = '' as $$
  select 'project', p.id, p.title from public.projects p
  where p.main_image_url = image
     or exists (select 1 from public.project_images i where i.project_id = p.id and i.image_url = image)
  union all
  select 'post', b.id, b.title from public.blog_posts b
  where b.image_url = image or b.body_images @> array[image]
  union all
  select 'tutorial', t.id, t.title from public.tutorials t
  where t.thumbnail = image or t.body_images @> array[image]
  union all
  select 'testimonial', null, x ->> 'name' from public.site_settings s, jsonb_array_elements(s.values -> 'items') x
  where s.key = 'testimonials' and x ->> 'photo' = image
$$;
revoke all on function public.media_uses(text) from public, anon, authenticated;
grant execute on function public.media_uses(text) to service_role;
revoke all on function public.markdown_image_urls(text) from public, anon, authenticated;
grant execute on function public.markdown_image_urls(text) to service_role;
