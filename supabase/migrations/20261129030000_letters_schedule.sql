-- Letters (« Lettres ») as the studio's team sends them: « Programmer l'envoi » at a date and time (the mail
-- worker queues the issue when it is due; cancellable until then), and what followed each letter: when a reader
-- who received it unsubscribed (the delivery keeps the moment; the address is erased).
alter table public.newsletter_issues drop constraint if exists newsletter_issues_status_check;
alter table public.newsletter_issues
  add constraint newsletter_issues_status_check check (status in ('draft', 'scheduled', 'sending', 'sent'));
alter table public.newsletter_issues add column if not exists scheduled_at timestamptz;
alter table public.newsletter_issues drop constraint if exists newsletter_issues_scheduled_check;
alter table public.newsletter_issues
  add constraint newsletter_issues_scheduled_check check (status <> 'scheduled' or scheduled_at is not null);
create index if not exists newsletter_issues_scheduled_idx on public.newsletter_issues (scheduled_at)
  where status = 'scheduled';

alter table public.newsletter_deliveries add column if not exists unsubscribed_at timestamptz;

-- Erasing a subscriber (their link, or the back office) stamps the letters they had received.
create or replace function public.stamp_unsubscribed_deliveries() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.newsletter_deliveries set unsubscribed_at = now()
  where subscriber_id = old.id and status = 'sent' and unsubscribed_at is null;
  return old;
end $$;
drop trigger if exists newsletter_subscribers_unsubscribed on public.newsletter_subscribers;
create trigger newsletter_subscribers_unsubscribed before delete on public.newsletter_subscribers
  for each row execute function public.stamp_unsubscribed_deliveries();
