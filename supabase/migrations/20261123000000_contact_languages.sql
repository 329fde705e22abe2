-- The languages a message may be in: rows, not a check listing them, so that the list follows the site's
-- locale registry (src/i18n/locales.ts) without a migration per language. The send function adds every
-- language of the registry it was deployed with (storeMessage); one a later release drops stays, for the
-- messages written in it.
create table contact.languages (
  code text primary key
);
insert into contact.languages (code) select distinct language from contact.messages;

alter table contact.messages
  drop constraint messages_language_check,
  add constraint messages_language_fkey foreign key (language) references contact.languages (code);

alter table contact.languages enable row level security;
revoke all on contact.languages from public;

-- Supabase's API roles; a plain PostgreSQL (tests) may not have them.
do $$
declare
  api_role text;
begin
  foreach api_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = api_role) then
      execute format('revoke all on contact.languages from %I', api_role);
    end if;
  end loop;
end
$$;
