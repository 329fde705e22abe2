-- What the schedule runs every minute (docs/deploy-supabase.md, step 5): one call of deliver-contact-email
-- through pg_net, pinned to the site's Supabase region and with a timeout as long as a function may run.
-- pg_net's short default would record every run that sends a few e-mails as timed out, and may cut the
-- call while the deliverer is still sending. The project URL, the delivery secret and the region are read
-- from Vault, written once by the firm (step 5): none of them is in this file or in the job's text.
create or replace function contact.request_delivery() returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  project_url text := (select decrypted_secret from vault.decrypted_secrets where name = 'contact_project_url');
  secret      text := (select decrypted_secret from vault.decrypted_secrets where name = 'contact_delivery_secret');
  -- The site's PUBLIC_FUNCTIONS_REGION; its default is DEFAULT_FUNCTIONS_REGION (src/lib/contact/contact-service.ts).
  region      text := coalesce((select decrypted_secret from vault.decrypted_secrets where name = 'contact_functions_region'), 'eu-central-1');
begin
  if project_url is null or secret is null then
    raise exception 'contact.request_delivery: put contact_project_url and contact_delivery_secret in Vault (docs/deploy-supabase.md)';
  end if;
  return net.http_post(
    url := rtrim(project_url, '/') || '/functions/v1/deliver-contact-email?forceFunctionRegion=' || region,
    headers := jsonb_build_object('Authorization', 'Bearer ' || secret, 'x-region', region),
    -- 150 s: the longest an Edge Function runs on Supabase's free plan.
    timeout_milliseconds := 150000
  );
end
$$;

revoke all on function contact.request_delivery() from public;

-- Supabase's API roles; a plain PostgreSQL (tests) may not have them.
do $$
declare
  api_role text;
begin
  foreach api_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = api_role) then
      execute format('revoke all on function contact.request_delivery() from %I', api_role);
    end if;
  end loop;
end
$$;
