import { describe, expect, it } from 'vitest';
import { documentRoundTrips } from '../../bench/support/lighthouse-audit.ts';

describe("the benchmark's round trips for a document, by Lighthouse's own network model (slow 4G)", () => {
  it('carries 14,600 bytes in the first, then twice as much in the next, then as much as the bandwidth allows', () => {
    expect([1, 14_600, 14_601, 43_800, 43_801].map(documentRoundTrips)).toEqual([1, 1, 2, 2, 3]);
  });
});
