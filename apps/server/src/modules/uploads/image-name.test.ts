import { uploadNameMaxLength } from '@school/shared/uploads/uploads.rules';
import { describe, expect, it } from 'vitest';
import { cleanImageName } from './image-name.ts';

describe('cleanImageName', () => {
  it('keeps the name without its directories or invisible characters', () => {
    expect(cleanImageName('C:\\Users\\ada\\Class  photo.JPG')).toBe('Class photo.JPG');
    expect(cleanImageName('../../etc/passwd')).toBe('passwd');
    expect(cleanImageName('sum\u202Egpj.exe')).toBe('sumgpj.exe');
    expect(cleanImageName('tab\tand\nline.png')).toBe('tab and line.png');
    expect(cleanImageName('..hidden.png')).toBe('hidden.png');
  });

  it('answers null when nothing is left', () => {
    expect(cleanImageName(undefined)).toBeNull();
    expect(cleanImageName('')).toBeNull();
    expect(cleanImageName(' /\u200B ')).toBeNull();
  });

  it('cuts a long name to the limit and keeps its extension', () => {
    const name = cleanImageName(`${'a'.repeat(500)}.png`);
    expect(name).toHaveLength(uploadNameMaxLength);
    expect(name?.endsWith('.png')).toBe(true);
  });
});
