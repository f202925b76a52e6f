import { describe, expect, it } from 'vitest';
import { linkify, safeHref } from './linkify';

describe('linkify', () => {
  it('keeps text without addresses as one piece', () => {
    expect(linkify('See you at 10.')).toEqual([{ kind: 'text', text: 'See you at 10.' }]);
    expect(linkify('')).toEqual([]);
  });

  it('turns http, https and www addresses into links and leaves the rest as text', () => {
    expect(linkify('Notes: https://example.org/a?b=1 and www.school.example/x')).toEqual([
      { kind: 'text', text: 'Notes: ' },
      { kind: 'link', text: 'https://example.org/a?b=1', href: 'https://example.org/a?b=1' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'www.school.example/x', href: 'https://www.school.example/x' },
    ]);
  });

  it('leaves sentence punctuation and unopened brackets outside the link', () => {
    expect(linkify('(see https://example.org/page).')).toEqual([
      { kind: 'text', text: '(see ' },
      { kind: 'link', text: 'https://example.org/page', href: 'https://example.org/page' },
      { kind: 'text', text: ').' },
    ]);
    const wiki = linkify('https://en.wikipedia.org/wiki/Set_(mathematics), ok');
    expect(wiki[0]).toEqual({
      kind: 'link',
      text: 'https://en.wikipedia.org/wiki/Set_(mathematics)',
      href: 'https://en.wikipedia.org/wiki/Set_(mathematics)',
    });
  });

  it('never links other schemes or markup, and keeps markup as plain text', () => {
    const text = 'javascript:alert(1) <a href="https://evil.example">x</a> data:text/html,hi';
    const pieces = linkify(text);
    expect(pieces.map((p) => p.text).join('')).toBe(text);
    const links = pieces.filter((p) => p.kind === 'link');
    expect(links).toEqual([
      { kind: 'link', text: 'https://evil.example', href: 'https://evil.example/' },
    ]);
  });

  it('refuses addresses without a real host', () => {
    expect(safeHref('https://localhost')).toBeNull();
    expect(safeHref('www.')).toBeNull();
    expect(linkify('http://intranet now')).toEqual([{ kind: 'text', text: 'http://intranet now' }]);
  });
});
