-- Every request to send-contact-email counts toward its client's ceiling (REQUEST_LIMIT_MAX per
-- REQUEST_WINDOW_SECONDS), refusals included, keyed as the message budget is (rate_limits). Unlogged:
-- the counters are rewritten by every request, so they skip the write-ahead log; a crash of the database
-- empties them, which gives every client a fresh window and loses nothing else.
create unlogged table contact.request_counts (
  key          text primary key,
  window_start timestamptz not null,
  count        integer not null check (count > 0)
);
create index request_counts_window_start on contact.request_counts (window_start);

alter table contact.request_counts enable row level security;
revoke all on contact.request_counts from public;

-- Supabase's API roles; a plain PostgreSQL (tests) may not have them.
do $$
declare
  api_role text;
begin
  foreach api_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = api_role) then
      execute format('revoke all on contact.request_counts from %I', api_role);
    end if;
  end loop;
end
$$;
