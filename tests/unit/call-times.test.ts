import { describe, expect, it } from 'vitest';
import { firm } from '../../src/config/firm.ts';
import { offeredCallTimes } from '../../src/lib/contact/call-times.ts';

describe('the call times the contact form offers', () => {
  it('are those in which the office is open, and "any time"', () => {
    expect(offeredCallTimes([{ opens: '09:00', closes: '18:00' }])).toEqual(['morning', 'midday', 'afternoon', 'any']);
    expect(offeredCallTimes([{ opens: '09:00', closes: '14:00' }])).toEqual(['morning', 'midday', 'any']);
    expect(
      offeredCallTimes([
        { opens: '09:00', closes: '14:00' },
        { opens: '17:00', closes: '21:00' },
      ]),
    ).toEqual(['morning', 'midday', 'afternoon', 'evening', 'any']);
  });

  it('offer no evening for the office as it is set up today', () => {
    expect(offeredCallTimes(firm.hours)).not.toContain('evening');
  });
});
