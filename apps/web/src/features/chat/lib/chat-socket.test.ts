import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatSocket, reconnectDelay, type SocketLike } from './chat-socket';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  serverOpens() {
    this.readyState = 1;
    this.onopen?.({});
  }
  serverSends(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drops() {
    this.readyState = 3;
    this.onclose?.({});
  }
}

type Frame = { type: string; seq?: number };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(open: () => Promise<SocketLike>) {
  const frames: Frame[] = [];
  const statuses: string[] = [];
  let held = 0;
  const socket = new ChatSocket<Frame, { type: 'resume'; after: number } | Frame>({
    open,
    onFrame: (frame) => {
      frames.push(frame);
      if (frame.seq) held = Math.max(held, frame.seq);
    },
    resumeFrame: () => ({ type: 'resume', after: held }),
    onStatus: (status, reconnected) => statuses.push(`${status}${reconnected ? '+' : ''}`),
    delay: (attempt) => 1000 * (attempt + 1),
  });
  return { socket, frames, statuses };
}

describe('ChatSocket', () => {
  it('resumes after the last sequence it holds on every connection', async () => {
    const sockets: FakeSocket[] = [];
    const { socket, frames, statuses } = setup(async () => {
      const next = new FakeSocket();
      sockets.push(next);
      return next;
    });
    socket.start();
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]?.serverOpens();
    expect(sockets[0]?.sent).toEqual([JSON.stringify({ type: 'resume', after: 0 })]);
    sockets[0]?.serverSends({ type: 'message', seq: 7 });
    sockets[0]?.drops();
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    sockets[1]?.serverOpens();
    expect(sockets[1]?.sent).toEqual([JSON.stringify({ type: 'resume', after: 7 })]);
    expect(frames).toEqual([{ type: 'message', seq: 7 }]);
    expect(statuses).toEqual(['connecting', 'open', 'closed+', 'connecting+', 'open+']);
    socket.stop();
  });

  it('backs off further after each failed attempt and stops for good', async () => {
    let attempts = 0;
    const { socket } = setup(() => {
      attempts += 1;
      return Promise.reject(new Error('no ticket'));
    });
    socket.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(attempts).toBe(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(attempts).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toBe(3);
    socket.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempts).toBe(3);
  });

  it('sends only while open and ignores frames that are not JSON', async () => {
    const fake = new FakeSocket();
    const { socket, frames } = setup(async () => fake);
    socket.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.send({ type: 'typing' })).toBe(false);
    fake.serverOpens();
    expect(socket.send({ type: 'typing' })).toBe(true);
    fake.onmessage?.({ data: 'not json' });
    expect(frames).toEqual([]);
    socket.stop();
    expect(fake.closed).toBe(true);
  });
});

describe('reconnectDelay', () => {
  it('grows from about a second to at most thirty', () => {
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(0, () => 1)).toBe(1000);
    expect(reconnectDelay(3, () => 1)).toBe(8000);
    expect(reconnectDelay(20, () => 1)).toBe(30_000);
  });
});
