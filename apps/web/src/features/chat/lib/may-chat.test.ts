import { describe, expect, it } from 'vitest';
import { showsChat } from './may-chat';

describe('showsChat', () => {
  it('shows chat to school staff, tutors and students, not to the platform admin', () => {
    expect(showsChat({ role: 'sadmin' })).toBe(true);
    expect(showsChat({ role: 'editor' })).toBe(true);
    expect(showsChat({ role: 'tutor' })).toBe(true);
    expect(showsChat({ role: 'student' })).toBe(true);
    expect(showsChat({ role: 'admin' })).toBe(false);
  });
});
