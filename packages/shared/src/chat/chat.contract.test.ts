import { describe, expect, it } from 'vitest';
import {
  clientFrameSchema,
  createConversationBodySchema,
  sendMessageBodySchema,
  serverFrameSchema,
} from './chat.contract.ts';

const id = '0b0e7a52-3c1d-4c7e-9f0a-1d2e3f4a5b6c';

describe('chat contract', () => {
  it('refuses an empty message, an oversize one, and trims text', () => {
    expect(sendMessageBodySchema.safeParse({ text: '   ' }).success).toBe(false);
    expect(sendMessageBodySchema.safeParse({ text: 'x'.repeat(4001) }).success).toBe(false);
    expect(sendMessageBodySchema.parse({ text: ' hi ' })).toEqual({
      text: 'hi',
      imageIds: [],
      replyToId: null,
    });
    expect(sendMessageBodySchema.safeParse({ imageIds: [id] }).success).toBe(true);
  });

  it('limits a group to 200 members with the creator', () => {
    const members = (n: number) => Array.from({ length: n }, () => id);
    const group = { kind: 'group', name: 'Class 5b' };
    expect(
      createConversationBodySchema.safeParse({ ...group, memberIds: members(199) }).success,
    ).toBe(true);
    expect(
      createConversationBodySchema.safeParse({ ...group, memberIds: members(200) }).success,
    ).toBe(false);
    expect(createConversationBodySchema.safeParse({ kind: 'direct', userId: 'x' }).success).toBe(
      false,
    );
  });

  it('reads the socket frames both ways by their type', () => {
    expect(clientFrameSchema.parse({ type: 'resume', conversations: { [id]: 4 } })).toEqual({
      type: 'resume',
      conversations: { [id]: 4 },
    });
    expect(clientFrameSchema.safeParse({ type: 'shout', conversationId: id }).success).toBe(false);
    const frame = {
      type: 'error',
      code: 'rate_limited',
      message: 'Too many messages.',
      clientId: 'abcdefgh',
      retryAfter: 3,
    };
    expect(serverFrameSchema.parse(frame)).toEqual(frame);
  });
});
