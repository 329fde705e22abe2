import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_ORIGIN, validMessage } from '../server/support/app.ts';
import { startSupabase, type SupabaseUnderTest } from './support.ts';

/**
 * The keys a Supabase project hands out today: a new project's publishable keys (`sb_publishable_…`, in
 * the functions' SUPABASE_PUBLISHABLE_KEYS) and, where a project still has one, the legacy anon key
 * (SUPABASE_ANON_KEY). The site built with either calls the function through supabase-js.
 */
const PUBLISHABLE = 'sb_publishable_Vb3s7Q2kXw9Lp4Zr8Tn1Yq_6mJdHc0';
const SECOND = 'sb_publishable_mobileAppKey_2f8e';
const LEGACY = 'eyJhbGciOiJIUzI1NiJ9.legacy-anon.signature';

const invoke = (supabase: SupabaseUnderTest, key: string, idempotencyKey: string) =>
  createClient(supabase.url, key, { auth: { persistSession: false } }).functions.invoke('send-contact-email', {
    body: { ...validMessage, idempotencyKey, language: 'en' },
    headers: { origin: SITE_ORIGIN },
  });

const status = async (call: ReturnType<typeof invoke>) => {
  const { error } = await call;
  return error ? ((error as { context?: Response }).context?.status ?? -1) : 200;
};

describe('a new project: publishable keys only', () => {
  let supabase: SupabaseUnderTest;
  beforeAll(async () => {
    // No PUBLIC_ANON_KEY and no legacy key: only what a project created today sets.
    supabase = await startSupabase({
      PUBLIC_ANON_KEY: '',
      SUPABASE_ANON_KEY: '',
      SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: PUBLISHABLE, mobile: SECOND }),
      DELIVERY_SCHEDULE_SECONDS: '0',
    });
  });
  afterAll(async () => supabase?.stop());

  it('accepts the default publishable key, and any other the project made', async () => {
    expect(await status(invoke(supabase, PUBLISHABLE, 'publishable-1'))).toBe(200);
    expect(await status(invoke(supabase, SECOND, 'publishable-2'))).toBe(200);
    expect((await supabase.counts()).messages).toBe(2);
  });

  it('refuses any other key with 401', async () => {
    expect(await status(invoke(supabase, 'sb_publishable_someone_else', 'publishable-3'))).toBe(401);
    expect(await status(invoke(supabase, LEGACY, 'publishable-4'))).toBe(401);
    expect((await supabase.counts()).messages).toBe(2);
  });
});

describe('a project with legacy keys too', () => {
  let supabase: SupabaseUnderTest;
  beforeAll(async () => {
    supabase = await startSupabase({
      PUBLIC_ANON_KEY: '',
      SUPABASE_ANON_KEY: LEGACY,
      SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: PUBLISHABLE }),
      DELIVERY_SCHEDULE_SECONDS: '0',
    });
  });
  afterAll(async () => supabase?.stop());

  it('accepts the publishable key and the legacy anon key', async () => {
    expect(await status(invoke(supabase, PUBLISHABLE, 'both-1'))).toBe(200);
    expect(await status(invoke(supabase, LEGACY, 'both-2'))).toBe(200);
    expect(await status(invoke(supabase, 'not-a-key', 'both-3'))).toBe(401);
  });
});
