import { describe, expect, it } from 'vitest';
import { MAX_QUOTA_WINDOW_MS, MAX_REQUEST_WINDOW_MS, spendQuota, type Counter } from '../../src/lib/contact/rate-limit-count.ts';
import { sharedSettingsSchema } from '../../src/lib/contact/settings-schema.ts';

const windowMs = 600_000;
const now = 10_000_000;
const quota = {
  windowMs,
  budgets: [
    { key: 'own', max: 2 },
    { key: 'network', max: 4 },
  ],
};
const from = (counters: Record<string, Counter>) => (key: string) => counters[key];

describe('spendQuota, the one way both stores count a message', () => {
  it('starts a budget without a counter, or with an expired one, at 1 in a window from now', () => {
    expect(spendQuota(quota, from({ network: { windowStart: now - windowMs, count: 4 } }), now)).toEqual({
      counters: [
        { key: 'own', windowStart: now, count: 1 },
        { key: 'network', windowStart: now, count: 1 },
      ],
    });
  });

  it('counts a live window up, keeping when it began', () => {
    expect(spendQuota(quota, from({ own: { windowStart: now - 1000, count: 1 } }), now)).toEqual({
      counters: [
        { key: 'own', windowStart: now - 1000, count: 2 },
        { key: 'network', windowStart: now, count: 1 },
      ],
    });
  });

  it('refuses while any budget is full, until the last full window ends, and counts nothing', () => {
    const full = { own: { windowStart: now - 1000, count: 2 }, network: { windowStart: now - 5000, count: 4 } };
    expect(spendQuota(quota, from(full), now)).toEqual({ limitedForMs: windowMs - 1000 });
    expect(spendQuota(quota, from({ network: full.network }), now)).toEqual({ limitedForMs: windowMs - 5000 });
  });

  it('writes the longest windows once, and the settings cannot ask for longer ones', () => {
    const shape = sharedSettingsSchema.shape;
    expect(shape.RATE_LIMIT_WINDOW_MINUTES.safeParse(String(MAX_QUOTA_WINDOW_MS / 60_000)).success).toBe(true);
    expect(shape.RATE_LIMIT_WINDOW_MINUTES.safeParse(String(MAX_QUOTA_WINDOW_MS / 60_000 + 1)).success).toBe(false);
    expect(shape.REQUEST_WINDOW_SECONDS.safeParse(String(MAX_REQUEST_WINDOW_MS / 1000)).success).toBe(true);
    expect(shape.REQUEST_WINDOW_SECONDS.safeParse(String(MAX_REQUEST_WINDOW_MS / 1000 + 1)).success).toBe(false);
  });
});
