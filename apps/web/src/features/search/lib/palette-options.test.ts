import { pagesFor } from '@school/shared/layout/menu';
import { describe, expect, it } from 'vitest';
import {
  matchPages,
  nextSectionStart,
  resultSections,
  suggestionSections,
} from './palette-options';

const pages = pagesFor('sadmin');

describe('palette options', () => {
  it('matches pages by the label in the reader’s language or in English', () => {
    const german = (p: { title: string }) =>
      p.title === 'Manage Students' ? 'Schüler verwalten' : p.title;
    expect(matchPages(pages, german, 'schuler').map((p) => p.id)).toEqual(['students']);
    expect(matchPages(pages, german, 'manage stud').map((p) => p.id)).toEqual(['students']);
    expect(matchPages(pages, german, 'all topics').map((p) => p.id)).toEqual(['all-topics']);
  });

  it('caps pages at 4 while typing and lists up to 100 in one group', () => {
    const typing = resultSections(pages, (p) => p.title, undefined, null);
    expect(typing[0]?.options).toHaveLength(4);
    expect(typing[0]?.more).toBe(true);
    const all = resultSections(pages, (p) => p.title, undefined, 'pages');
    expect(all[0]?.options).toHaveLength(pages.length);
    expect(all[0]?.more).toBe(false);
  });

  it('suggests starred pages first, then recent searches, 6 in all', () => {
    const starred = pages
      .slice(0, 4)
      .map((p) => ({ id: p.id, title: p.title, link: p.path, icon: p.icon }));
    const sections = suggestionSections(starred, ['a', 'b', 'c', 'd'], (b) => b.title);
    expect(sections.map((s) => s.options.length)).toEqual([4, 2]);
    expect(sections[1]?.options.map((o) => o.query)).toEqual(['a', 'b']);
  });

  it('moves between groups with Tab, wrapping both ways', () => {
    const sections = suggestionSections(
      pages.slice(0, 2).map((p) => ({ id: p.id, title: p.title, link: p.path, icon: p.icon })),
      ['x', 'y'],
      (b) => b.title,
    );
    expect(nextSectionStart(sections, 0, false)).toBe(2);
    expect(nextSectionStart(sections, 3, false)).toBe(0);
    expect(nextSectionStart(sections, 1, true)).toBe(2);
  });

  it('keeps what each file is, for the line under its name', () => {
    const at = '2026-11-24T10:00:00.000Z';
    const sections = resultSections(
      [],
      (p) => p.title,
      {
        q: 'poster',
        timeZone: 'UTC',
        groups: [
          {
            group: 'files',
            more: false,
            items: [
              {
                id: '1',
                title: 'poster.png',
                subtitle: null,
                at,
                link: '/media/1.webp',
                icon: 'photo',
                kind: 'image',
              },
              {
                id: '2',
                title: 'students.csv',
                subtitle: '3 rows',
                at,
                link: '/api/exports/2/download',
                icon: 'file-spreadsheet',
                kind: 'export',
              },
            ],
          },
        ],
      },
      null,
    );
    expect(sections[0]?.options.map((o) => [o.kind, o.at, o.link])).toEqual([
      ['image', at, '/media/1.webp'],
      ['export', at, '/api/exports/2/download'],
    ]);
  });
});
