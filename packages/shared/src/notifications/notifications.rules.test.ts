import { describe, expect, it } from 'vitest';
import { announcementBodySchema } from './notifications.contract.ts';
import {
  consolePathMaxLength,
  isConsolePath,
  notificationMessageMaxLength,
} from './notifications.rules.ts';

describe('notification rules', () => {
  it('takes paths inside the console only, as the schema does', () => {
    const paths = ['/feeds', '/manage-classes?x=1', '//evil.example', 'https://evil.example'];
    for (const url of [...paths, '/a b', `/${'p'.repeat(consolePathMaxLength)}`]) {
      const schemaSays = announcementBodySchema.safeParse({ message: 'Hi', url }).success;
      expect(isConsolePath(url)).toBe(schemaSays);
    }
  });

  it('refuses a message exactly past its limit', () => {
    const ok = (length: number) =>
      announcementBodySchema.safeParse({ message: 'm'.repeat(length) }).success;
    expect(ok(notificationMessageMaxLength)).toBe(true);
    expect(ok(notificationMessageMaxLength + 1)).toBe(false);
  });
});
