import { describe, expect, it } from 'vitest';
import { countingRows } from './count-rows.ts';

async function count(chunks: string[]) {
  let rows = -1;
  const out: string[] = [];
  for await (const chunk of countingRows(chunks, async (n) => void (rows = n))) out.push(chunk);
  expect(out).toEqual(chunks);
  return rows;
}

describe('countingRows', () => {
  it('counts data rows, not the header', async () => {
    expect(await count(['\uFEFFa,b\r\n', '1,2\r\n3,4\r\n'])).toBe(2);
    expect(await count(['\uFEFFa,b\r\n'])).toBe(0);
    expect(await count(['a,b\r\n1,2'])).toBe(1);
  });

  it('does not count line breaks inside quoted cells, even across chunks', async () => {
    expect(await count(['a,b\r\n1,"two\r\nlines', ' and ""quotes""\r\n"\r\n2,x\r\n'])).toBe(2);
  });
});
