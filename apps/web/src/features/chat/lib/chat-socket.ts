/**
 * The chat's one WebSocket per tab. It opens with a fresh single-use ticket (the access token never
 * travels in a URL), and after any drop reconnects with exponential back-off and jitter; every
 * (re)connection first sends the `resume` frame the caller builds from what it holds, so the
 * server replays what was missed, in order. Frames that arrive twice are the cache's to drop.
 */
export type SocketLike = {
  readonly readyState: number;
  send: (data: string) => void;
  close: (code?: number, reason?: string) => void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
};

export type SocketStatus = 'connecting' | 'open' | 'closed';

export type ChatSocketOptions<In, Out> = {
  /** Gets a ticket and opens the socket; rejects when no ticket can be had. */
  open: () => Promise<SocketLike>;
  onFrame: (frame: In) => void;
  /** The frame sent first on every connection (resume after the last sequence held), if any. */
  resumeFrame: () => Out | null;
  onStatus?: (status: SocketStatus, reconnected: boolean) => void;
  /** Milliseconds before reconnect attempt `attempt` (0 = first). */
  delay?: (attempt: number) => number;
};

const openState = 1;

/** Exponential from 1 s, capped at 30 s, half of it random so many tabs do not reconnect in step. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

export class ChatSocket<In, Out> {
  private socket: SocketLike | null = null;
  private stopped = true;
  private attempt = 0;
  private connectedBefore = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: ChatSocketOptions<In, Out>) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close(1000, 'done');
    }
    this.options.onStatus?.('closed', false);
  }

  get isOpen(): boolean {
    return this.socket?.readyState === openState;
  }

  /** Sends a frame now; false when the socket is not open (the caller falls back to REST). */
  send(frame: Out): boolean {
    if (!this.socket || this.socket.readyState !== openState) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  /** Drops the connection and reconnects at once (e.g. the tab came back online). */
  reconnectNow(): void {
    if (this.stopped || this.isOpen) return;
    clearTimeout(this.timer);
    this.attempt = 0;
    void this.connect();
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    this.options.onStatus?.('connecting', this.connectedBefore);
    let socket: SocketLike;
    try {
      socket = await this.options.open();
    } catch {
      this.retry();
      return;
    }
    if (this.stopped) {
      socket.close(1000, 'done');
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      const reconnected = this.connectedBefore;
      this.connectedBefore = true;
      this.attempt = 0;
      const resume = this.options.resumeFrame();
      if (resume) socket.send(JSON.stringify(resume));
      this.options.onStatus?.('open', reconnected);
    };
    socket.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      let frame: In;
      try {
        frame = JSON.parse(event.data) as In;
      } catch {
        return;
      }
      this.options.onFrame(frame);
    };
    socket.onerror = () => {
      // A close event follows; the retry is planned there.
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.retry();
    };
  }

  private retry(): void {
    if (this.stopped) return;
    this.options.onStatus?.('closed', this.connectedBefore);
    const wait = (this.options.delay ?? reconnectDelay)(this.attempt);
    this.attempt += 1;
    this.timer = setTimeout(() => void this.connect(), wait);
  }
}
