import { Anchor, Text } from '@mantine/core';
import { splitLinks } from '@school/shared/chat/chat.rules';

/** Plain text whose links become anchors; nothing in it is ever read as HTML. */
export function LinkedText({ text }: { text: string }) {
  return (
    <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {splitLinks(text).map((part, i) =>
        part.kind === 'link' ? (
          <Anchor key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </Anchor>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </Text>
  );
}
