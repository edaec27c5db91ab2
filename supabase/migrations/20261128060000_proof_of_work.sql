-- Proof of work asked of browsers the sign-in and newsletter limits would otherwise refuse
-- (lib/security/proof-of-work.ts). A solved challenge is good once: its signature is kept here until the
-- challenge expires (ten minutes), then deleted. Every row costs its sender a solved challenge, so the
-- table stays small. The challenges' signing key is generated once per database, so every deployment
-- and process that shares the database agrees on it without another setting.
create table if not exists private.proofs_spent (
  signature text primary key check (length(signature) <= 200),
  expires_at timestamptz not null
);
create index if not exists proofs_spent_expires_idx on private.proofs_spent (expires_at);
create table if not exists private.server_keys (
  name text primary key check (length(name) <= 60),
  value text not null,
  created_at timestamptz not null default now()
);
alter table private.proofs_spent enable row level security;
alter table private.server_keys enable row level security;
revoke all on private.proofs_spent, private.server_keys from public, anon, authenticated;
