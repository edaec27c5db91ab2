-- Quote hand-offs: how many visitors sent their estimate by e-mail or WhatsApp, per day, service,
-- channel and page. Counts only: no address, no identifier, no cookie. The beacon route adds one to
-- the day's row, up to a ceiling per row so no sender can make the counts meaningless or unbounded.
create table if not exists public.quote_handoffs (
  day date not null,
  service text not null check (service in ('book', 'magazine', 'word', 'text-entry', 'graphic')),
  channel text not null check (channel in ('email', 'whatsapp')),
  page text not null check (length(page) between 1 and 100),
  count integer not null default 0 check (count >= 0),
  primary key (day, service, channel, page)
);

alter table public.quote_handoffs enable row level security;
revoke all on public.quote_handoffs from public, anon, authenticated, service_role;
grant select on public.quote_handoffs to authenticated;
grant select, insert, update on public.quote_handoffs to service_role;
drop policy if exists quote_handoffs_admin_read on public.quote_handoffs;
create policy quote_handoffs_admin_read on public.quote_handoffs for select to authenticated using (public.is_admin());
