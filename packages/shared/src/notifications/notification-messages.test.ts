import { describe, expect, it } from 'vitest';
import { notificationMessage } from './notification-messages.ts';

describe('notificationMessage', () => {
  it('renders a type in the reader’s language, numbers grouped the language’s way', () => {
    const params = { credits: 5000, receipt: 'R-2026-0000001' };
    expect(notificationMessage('wallet_topped_up', params, 'en')).toBe(
      '<p><strong>5,000 credits</strong> were added to the wallet. Receipt R-2026-0000001.</p>',
    );
    expect(notificationMessage('wallet_topped_up', params, 'de-AT')).toContain(
      '<strong>5.000 Credits</strong> wurden',
    );
  });

  it('words a cancelled class apart from a rejected one, and a missing reason without a colon', () => {
    const base = { title: 'Chess', reason: 'Room taken' };
    expect(
      notificationMessage('class_rejected', { ...base, decision: 'cancelled' }, 'fr'),
    ).toContain('a été annulée : Room taken');
    expect(
      notificationMessage('class_rejected', { ...base, reason: '', decision: 'rejected' }, 'en'),
    ).toBe('<p>Your class <strong>Chess</strong> was rejected.</p>');
  });

  it('names an appointment’s start the reader’s way, on the school’s wall clock and zone', () => {
    const params = { who: 'Ada Tutor', start: '2026-12-05 17:00 (Europe/London)' };
    expect(notificationMessage('appointment_booked', params, 'en')).toContain(
      '<strong>Sat, Dec 5, 2026, 5:00 PM (Europe/London)</strong>',
    );
    expect(notificationMessage('appointment_booked', params, 'de')).toContain(
      '<strong>Sa., 5. Dez. 2026, 17:00 (Europe/London)</strong>',
    );
    // Past midnight UTC, where a zone-shifting format would move the day.
    const late = { ...params, start: '2026-03-29 23:30 (America/New_York)' };
    expect(notificationMessage('appointment_booked', late, 'fr')).toContain(
      '29 mars 2026, 23:30 (America/New_York)',
    );
    // Any other text stays as stored.
    const other = { ...params, start: 'tomorrow <b>' };
    expect(notificationMessage('appointment_booked', other, 'en')).toContain(
      '<strong>tomorrow &#60;b&#62;</strong>',
    );
  });

  it('gives up (the stored text is shown) without a template or with a parameter missing', () => {
    expect(notificationMessage('announcement', { title: 'x' }, 'en')).toBeNull();
    expect(notificationMessage('class_approved', null, 'en')).toBeNull();
    expect(notificationMessage('class_approved', { name: 'x' }, 'en')).toBeNull();
  });

  it('falls back to English for a language it does not speak', () => {
    expect(notificationMessage('class_approved', { title: 'A' }, 'ja')).toBe(
      '<p>Your class <strong>A</strong> was approved.</p>',
    );
  });
});
