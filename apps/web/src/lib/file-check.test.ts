import { describe, expect, it } from 'vitest';
import { checkChosenFiles, checkFile } from './file-check';

const image = { accept: ['image/png', 'image/jpeg'], maxBytes: 10 };
const csv = { accept: ['.csv', 'text/csv'], maxBytes: 100 };

describe('checkFile', () => {
  it('accepts a file of a listed type within the size', () => {
    expect(checkFile(new File(['12345'], 'a.png', { type: 'image/png' }), image)).toBeNull();
  });

  it('refuses another type before its size', () => {
    const pdf = new File(['x'.repeat(50)], 'a.pdf', { type: 'application/pdf' });
    expect(checkFile(pdf, image)).toBe('file-invalid-type');
  });

  it('refuses a file over the limit', () => {
    const big = new File(['x'.repeat(11)], 'a.png', { type: 'image/png' });
    expect(checkFile(big, image)).toBe('file-too-large');
  });

  it('accepts by name ending whatever type the system reports', () => {
    expect(checkFile(new File(['a,b'], 'Roster.CSV', { type: '' }), csv)).toBeNull();
    expect(checkFile(new File(['a,b'], 'roster.txt', { type: '' }), csv)).toBe('file-invalid-type');
  });
});

describe('checkChosenFiles', () => {
  it('takes exactly one file', () => {
    const a = new File(['1'], 'a.png', { type: 'image/png' });
    expect(checkChosenFiles([a], image)).toEqual({ file: a });
    expect(checkChosenFiles([a, a], image)).toEqual({ refusal: 'too-many-files' });
  });
});
