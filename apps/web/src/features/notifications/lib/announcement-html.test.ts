import { describe, expect, it } from 'vitest';
import { announcementHtml } from './announcement-html';

describe('announcementHtml', () => {
  it('wraps text in a paragraph and turns line breaks into <br>', () => {
    expect(announcementHtml('Hello\nschool')).toBe('<p>Hello<br>school</p>');
  });

  it('starts a new paragraph at a blank line', () => {
    expect(announcementHtml('One\r\n\r\nTwo\n \nThree')).toBe('<p>One</p><p>Two</p><p>Three</p>');
  });

  it('escapes everything that could be read as markup', () => {
    expect(announcementHtml(`<img src=x onerror="alert('x')"> & co`)).toBe(
      '<p>&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; co</p>',
    );
  });

  it('returns an empty string for blank text', () => {
    expect(announcementHtml('  \n\n ')).toBe('');
  });
});
