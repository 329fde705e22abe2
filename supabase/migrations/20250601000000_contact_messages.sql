-- The contact function's data: every accepted message, its e-mail in the outbox, and the rate-limit
-- counters. Its own schema, which the Data API does not expose; row-level security on with no policy, and
-- no grant to the API's roles: only the functions' own database connection reads and writes.
create schema if not exists contact;

create table contact.messages (
  id              bigint generated always as identity primary key,
  created_at      timestamptz not null default now(),
  name            text not null,
  email           text not null,
  phone           text not null,
  message         text not null,
  language        text not null check (language in ('el', 'en')),
  ip              text,
  user_agent      text,
  -- A repeated submission (the same key) stores nothing new.
  idempotency_key text not null unique,
  status          text not null check (status in ('pending', 'sent', 'spam'))
);
create index messages_created_at on contact.messages (created_at);

-- One row per message to e-mail; spam gets none. A row is due when sent_at is null and both
-- next_attempt_at and locked_until (the lease of the deliverer sending it) have passed.
create table contact.outbox (
  message_id        bigint primary key references contact.messages (id) on delete cascade,
  attempts          integer not null default 0 check (attempts >= 0),
  next_attempt_at   timestamptz not null default now(),
  locked_until      timestamptz,
  last_error        text,
  sent_at           timestamptz,
  message_id_header text not null
);
-- What the deliverer scans: undelivered rows by due time.
create index outbox_due on contact.outbox (next_attempt_at, message_id) where sent_at is null;

-- Per-client counters of the contact function, one row per key (IP address) and its current window.
create table contact.rate_limits (
  key          text primary key,
  window_start timestamptz not null,
  count        integer not null check (count > 0)
);
create index rate_limits_window_start on contact.rate_limits (window_start);

alter table contact.messages enable row level security;
alter table contact.outbox enable row level security;
alter table contact.rate_limits enable row level security;

revoke all on schema contact from public;
revoke all on all tables in schema contact from public;

-- Supabase's API roles; a plain PostgreSQL (tests) may not have them.
do $$
declare
  api_role text;
begin
  foreach api_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = api_role) then
      execute format('revoke all on schema contact from %I', api_role);
      execute format('revoke all on all tables in schema contact from %I', api_role);
      execute format('revoke all on all sequences in schema contact from %I', api_role);
    end if;
  end loop;
end
$$;
