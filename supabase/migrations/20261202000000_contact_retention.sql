-- Retention, as the privacy notice promises: delivered and spam messages are deleted once they are older
-- than MESSAGE_RETENTION_DAYS (src/config/retention.ts, 365; tests/supabase/retention.test.ts keeps this
-- default equal to it). A message still waiting for delivery, or given up ('failed'), is never deleted
-- here: someone has to read it first. Outbox and recipient rows go with their message (on delete cascade).
create function contact.purge_expired_messages(keep interval default interval '365 days')
returns bigint
language sql
set search_path = ''
as $$
  with purged as (
    delete from contact.messages where status in ('sent', 'spam') and created_at < now() - keep returning 1
  )
  select count(*) from purged;
$$;

-- Functions are executable by every role unless revoked; only the database owner (and pg_cron) runs this.
revoke all on function contact.purge_expired_messages(interval) from public;
do $$
declare
  api_role text;
begin
  foreach api_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = api_role) then
      execute format('revoke all on function contact.purge_expired_messages(interval) from %I', api_role);
    end if;
  end loop;
end
$$;

-- Every day at 03:30 UTC, with pg_cron, enabled here as Supabase's documentation does it. A PostgreSQL
-- without a usable pg_cron (the tests' own) gets a warning instead, and someone must run the function daily.
do $$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    raise warning 'pg_cron is not installed: run "select contact.purge_expired_messages();" once a day yourself';
    return;
  end if;
  begin
    create extension if not exists pg_cron with schema pg_catalog;
    perform cron.schedule('contact-retention', '30 3 * * *', 'select contact.purge_expired_messages()');
  exception when others then
    raise warning 'pg_cron could not schedule the retention job (%): run "select contact.purge_expired_messages();" once a day yourself', sqlerrm;
  end;
end
$$;
