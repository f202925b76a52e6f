import { describe, expect, it } from 'vitest';
import { readStoredVisibility } from './columns';

describe('remembered columns', () => {
  it('reads back what was stored, column by column', () => {
    const shown = readStoredVisibility(JSON.stringify({ phone: true, email: false }));
    expect(shown.phone).toBe(true);
    expect(shown.email).toBe(false);
    expect(shown.grade).toBe(true);
  });

  it('falls back to the defaults for anything it cannot read', () => {
    const defaults = readStoredVisibility(null);
    expect(defaults.email).toBe(true);
    expect(defaults.phone).toBe(false);
    expect(readStoredVisibility('not json')).toEqual(defaults);
    expect(readStoredVisibility(JSON.stringify({ phone: 'yes', nope: true }))).toEqual(defaults);
  });
});
