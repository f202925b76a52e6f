import { describe, expect, it } from 'vitest';
import { toYouTubeEmbed } from './video.ts';

const embed = 'https://www.youtube.com/embed/dQw4w9WgXcQ?modestbranding=1';

describe('toYouTubeEmbed', () => {
  it.each([
    'https://youtu.be/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?t=42',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/v/dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
    'http://youtube.com/watch?v=dQw4w9WgXcQ',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
  ])('accepts %s', (link) => {
    expect(toYouTubeEmbed(link)).toBe(embed);
  });

  it.each([
    'https://youtu.be/short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQX',
    'https://vimeo.com/123456',
    'https://evil.example/embed/dQw4w9WgXcQ',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/channel/dQw4w9WgXcQ',
    'not a url',
    '',
  ])('rejects %s', (link) => {
    expect(toYouTubeEmbed(link)).toBeNull();
  });
});
