import { describe, expect, it } from 'vitest';
import type { Role } from '../auth/roles.ts';
import {
  chatRefusal,
  defaultChatPolicy,
  editWindowOpen,
  mayTalk,
  messageExcerpt,
  splitLinks,
} from './chat.rules.ts';

const person = (id: string, role: Role) => ({ id, role });
const policy = defaultChatPolicy;

describe('who may chat', () => {
  it('refuses a school with chat off, students when off for them, and the platform admin', () => {
    expect(chatRefusal('sadmin', policy)).toBeNull();
    expect(chatRefusal('student', policy)).toBeNull();
    expect(chatRefusal('admin', policy)).toBe('no_school');
    expect(chatRefusal('tutor', { ...policy, enabled: false })).toBe('school_off');
    expect(chatRefusal('student', { ...policy, students: false })).toBe('students_off');
    expect(chatRefusal('editor', { ...policy, students: false })).toBeNull();
  });

  it('lets staff talk to anyone, tutors to the students they teach, students together when allowed', () => {
    const [sadmin, editor, tutor, tutor2, student, student2] = [
      person('a', 'sadmin'),
      person('b', 'editor'),
      person('c', 'tutor'),
      person('d', 'tutor'),
      person('e', 'student'),
      person('f', 'student'),
    ];
    expect(mayTalk(sadmin, editor, policy, false)).toBe(true);
    expect(mayTalk(editor, student, policy, false)).toBe(true);
    expect(mayTalk(tutor, sadmin, policy, false)).toBe(true);
    expect(mayTalk(tutor, student, policy, true)).toBe(true);
    expect(mayTalk(student, tutor, policy, false)).toBe(false);
    expect(mayTalk(tutor, tutor2, policy, false)).toBe(false);
    expect(mayTalk(student, student2, policy, false)).toBe(false);
    expect(mayTalk(student, student2, { ...policy, studentsWithEachOther: true }, false)).toBe(
      true,
    );
    expect(mayTalk(sadmin, sadmin, policy, false)).toBe(false);
    expect(mayTalk(sadmin, student, { ...policy, students: false }, false)).toBe(false);
    expect(mayTalk(sadmin, editor, { ...policy, enabled: false }, false)).toBe(false);
  });
});

describe('messages', () => {
  it('keeps the edit window open for exactly 15 minutes', () => {
    const sent = '2026-03-10T12:00:00Z';
    expect(editWindowOpen(sent, new Date('2026-03-10T12:15:00Z'))).toBe(true);
    expect(editWindowOpen(sent, new Date('2026-03-10T12:15:00.001Z'))).toBe(false);
  });

  it('cuts excerpts to one line at a word', () => {
    expect(messageExcerpt('hello\n  world')).toBe('hello world');
    const long = `${'word '.repeat(40)}end`;
    const excerpt = messageExcerpt(long, 20);
    expect(excerpt.length).toBeLessThanOrEqual(20);
    expect(excerpt.endsWith('word…')).toBe(true);
  });

  it('finds http links in plain text and leaves everything else as text', () => {
    expect(splitLinks('see https://example.org/a?b=1, then <b>x</b>')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'https://example.org/a?b=1', href: 'https://example.org/a?b=1' },
      { kind: 'text', text: ', then <b>x</b>' },
    ]);
    expect(splitLinks('javascript:alert(1)')).toEqual([
      { kind: 'text', text: 'javascript:alert(1)' },
    ]);
  });
});
