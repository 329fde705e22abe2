-- Each recipient's outcome, and messages given up. A message is 'failed' once every recipient of MAIL_TO
-- has either accepted it or refused it for good too often: it is no longer retried, and is never deleted
-- by retention (like 'pending'). The same as the Node server's SQLite (server/store/migrations.ts).
alter table contact.messages
  drop constraint messages_status_check,
  add constraint messages_status_check check (status in ('pending', 'sent', 'spam', 'failed'));
-- Retention (old 'sent' and 'spam') and counts of 'pending' and 'failed' read this index alone.
create index messages_status_created on contact.messages (status, created_at);

-- attempt_started_at: committed just before an attempt hands the message to the mail server, cleared with
-- its result; still set after a deliverer died, it names the messages that may be delivered but unrecorded.
alter table contact.outbox
  add column attempt_started_at timestamptz,
  add column failed_at timestamptz;
drop index contact.outbox_due;
create index outbox_due on contact.outbox (next_attempt_at, message_id) where sent_at is null and failed_at is null;
create index outbox_failed on contact.outbox (failed_at) where failed_at is not null;

-- One row per message and recipient the mail server has answered for.
create table contact.recipients (
  message_id  bigint not null references contact.outbox (message_id) on delete cascade,
  address     text not null,
  accepted_at timestamptz,
  refusals    integer not null default 0 check (refusals >= 0),
  last_error  text,
  primary key (message_id, address)
);

alter table contact.recipients enable row level security;
revoke all on contact.recipients from public;

-- Supabase's API roles; a plain PostgreSQL (tests) may not have them.
do $$
declare
  api_role text;
begin
  foreach api_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = api_role) then
      execute format('revoke all on contact.recipients from %I', api_role);
    end if;
  end loop;
end
$$;
