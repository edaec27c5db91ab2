-- Core schema: content tables, profiles, newsletter, footer date, French full-text search.
create extension if not exists unaccent with schema extensions;
create extension if not exists pgcrypto with schema extensions;

-- French configuration that also strips accents: « realisation » matches « réalisation ».
do $$
begin
  if not exists (select 1 from pg_ts_config where cfgname = 'french_unaccent') then
    create text search configuration public.french_unaccent (copy = pg_catalog.french);
    alter text search configuration public.french_unaccent
      alter mapping for hword, hword_part, word with extensions.unaccent, french_stem;
  end if;
end $$;

create or replace function public.set_updated_at() returns trigger language plpgsql as $$
begin
  new.updated_at := now();
  return new;
end $$;

create table public.categories (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) between 1 and 120),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 120),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index categories_name_idx on public.categories (name);
create index categories_created_at_idx on public.categories (created_at desc);

create table public.projects (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 160),
  title text not null check (length(btrim(title)) between 1 and 200),
  description text not null check (length(btrim(description)) >= 1),
  main_image_url text not null check (length(main_image_url) >= 1),
  category_id uuid references public.categories (id) on delete set null,
  client text,
  project_date text,
  challenge text,
  solution text,
  results text,
  project_link text,
  display_order integer not null check (display_order > 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  search tsvector generated always as (
    setweight(to_tsvector('public.french_unaccent', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('public.french_unaccent', coalesce(client, '')), 'B') ||
    setweight(to_tsvector('public.french_unaccent', coalesce(description, '')), 'B') ||
    setweight(to_tsvector('public.french_unaccent',
      coalesce(challenge, '') || ' ' || coalesce(solution, '') || ' ' || coalesce(results, '')), 'C')
  ) stored,
  constraint projects_display_order_unique unique (display_order) deferrable initially deferred
);
create index projects_category_created_idx on public.projects (category_id, created_at desc);
create index projects_category_order_idx on public.projects (category_id, display_order);
create index projects_search_idx on public.projects using gin (search);

-- Ranks stay 1..N without gaps: checked at commit so a reorder can move rows freely meanwhile.
create or replace function public.check_project_ranks() returns trigger language plpgsql as $$
declare
  n integer;
  top integer;
begin
  select count(*), coalesce(max(display_order), 0) into n, top from public.projects;
  if n <> top then
    raise exception 'project ranks must run 1..% without gaps (max is %)', n, top
      using errcode = '23514', constraint = 'projects_display_order_gapless';
  end if;
  return null;
end $$;
create constraint trigger projects_display_order_gapless
  after insert or update of display_order or delete on public.projects
  deferrable initially deferred
  for each row execute function public.check_project_ranks();

create table public.project_images (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  image_url text not null check (length(image_url) >= 1),
  alt_text text,
  display_order integer not null check (display_order >= 0),
  created_at timestamptz not null default now(),
  constraint project_images_order_unique unique (project_id, display_order) deferrable initially deferred
);

create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 160),
  title text not null check (length(btrim(title)) between 1 and 200),
  excerpt text not null check (length(btrim(excerpt)) >= 1),
  content text not null default '',
  image_url text not null check (length(image_url) >= 1),
  post_date date not null default current_date,
  author text,
  category_id uuid references public.categories (id) on delete set null,
  tags text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  search tsvector generated always as (
    setweight(to_tsvector('public.french_unaccent', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('public.french_unaccent', coalesce(excerpt, '')), 'B') ||
    setweight(to_tsvector('public.french_unaccent', coalesce(content, '')), 'C')
  ) stored
);
create index blog_posts_post_date_idx on public.blog_posts (post_date desc, created_at desc);
create index blog_posts_created_at_idx on public.blog_posts (created_at desc);
create index blog_posts_category_idx on public.blog_posts (category_id, post_date desc);
create index blog_posts_tags_idx on public.blog_posts using gin (tags);
create index blog_posts_search_idx on public.blog_posts using gin (search);

create table public.tutorials (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 160),
  title text not null check (length(btrim(title)) between 1 and 200),
  description text not null check (length(btrim(description)) >= 1),
  duration text check (duration is null or duration ~ '^[0-9]{1,3}:[0-5][0-9]$'),
  thumbnail text not null check (length(thumbnail) >= 1),
  category_id uuid references public.categories (id) on delete set null,
  video_id text check (video_id is null or video_id ~ '^[A-Za-z0-9_-]{6,20}$'),
  tags text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  search tsvector generated always as (
    setweight(to_tsvector('public.french_unaccent', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('public.french_unaccent', coalesce(description, '')), 'B')
  ) stored
);
create index tutorials_created_at_idx on public.tutorials (created_at desc);
create index tutorials_search_idx on public.tutorials using gin (search);

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text not null,
  role text not null default 'user' check (role in ('user', 'admin')),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  last_login timestamptz
);
create index profiles_created_at_idx on public.profiles (created_at desc);

create or replace function public.handle_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.profiles (id, email, role)
  values (new.id, coalesce(new.email, ''),
          case when new.raw_app_meta_data ->> 'role' = 'admin' then 'admin' else 'user' end)
  on conflict (id) do nothing;
  return new;
end $$;
drop trigger if exists on_auth_user_created on auth.users;
create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.handle_new_user();

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and length(email) <= 254),
  source text,
  created_at timestamptz not null default now()
);
create unique index newsletter_subscribers_email_idx on public.newsletter_subscribers (lower(email));

-- Footer date: one row, field current_date.
create or replace view public.dynamic_date as select current_date as "current_date";

create trigger categories_updated_at before update on public.categories for each row execute function public.set_updated_at();
create trigger projects_updated_at before update on public.projects for each row execute function public.set_updated_at();
create trigger blog_posts_updated_at before update on public.blog_posts for each row execute function public.set_updated_at();
create trigger tutorials_updated_at before update on public.tutorials for each row execute function public.set_updated_at();

-- Server-side state that never leaves the server: sign-in throttling, local sessions, rate limits.
create schema if not exists private;
revoke all on schema private from public;
create table private.rate_limit_events (
  id bigint generated always as identity primary key,
  bucket text not null,
  key text not null,
  created_at timestamptz not null default now()
);
create index rate_limit_events_lookup_idx on private.rate_limit_events (bucket, key, created_at desc);
create table private.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_user_idx on private.sessions (user_id);
alter table private.rate_limit_events enable row level security;
alter table private.sessions enable row level security;
