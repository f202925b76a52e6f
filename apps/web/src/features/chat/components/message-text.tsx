import { Anchor } from '@mantine/core';
import { memo } from 'react';
import { linkify } from '../lib/linkify';

/** Plain text with its web addresses as links: React text and anchors only, never HTML. */
export const MessageText = memo(function MessageText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((piece, index) =>
        piece.kind === 'link' ? (
          <Anchor
            // Pieces never move: the index is their identity.
            key={index}
            href={piece.href}
            target="_blank"
            rel="noopener noreferrer"
            inherit
            underline="always"
          >
            {piece.text}
          </Anchor>
        ) : (
          piece.text
        ),
      )}
    </>
  );
});
