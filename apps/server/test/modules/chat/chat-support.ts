import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { ClientFrame, ServerFrame } from '@school/shared/chat/chat.contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { students } from '../../../src/modules/students/students.table.ts';
import { api, signIn, signInAs, type Actor } from '../../support/actors.ts';
import { eventually } from '../../support/eventually.ts';
import { createClass, createStudent, createTutor } from '../../support/factories.ts';
import type { TestApp } from '../../support/test-app.ts';

/** A school with one of each: staff, a tutor teaching a class there, a pupil of it, another pupil. */
export type ChatSchool = {
  schoolId: string;
  sadmin: Actor;
  editor: Actor;
  tutor: Actor;
  pupil: Actor;
  otherPupil: Actor;
};

export async function signInTutor(t: TestApp): Promise<Actor> {
  const user = await createTutor(t.database.db);
  const session = await signIn(t.app, user.email);
  return {
    ...session,
    role: 'tutor',
    user,
    schoolId: null,
    token: session.accessToken,
    api: api(t.app, session.accessToken),
  };
}

export async function chatSchool(t: TestApp): Promise<ChatSchool> {
  const sadmin = await signInAs(t, 'sadmin');
  const schoolId = sadmin.schoolId ?? '';
  const [editor, pupil, otherPupil] = await Promise.all([
    signInAs(t, 'editor', { schoolId }),
    signInAs(t, 'student', { schoolId, firstName: 'Pupil' }),
    signInAs(t, 'student', { schoolId, firstName: 'Other' }),
  ]);
  const tutor = await signInTutor(t);
  const klass = await createClass(t.database.db, sadmin, { tutorId: tutor.userId });
  // The pupil's sign-in account is the roster student's, enrolled in the tutor's class.
  const roster = await createStudent(sadmin);
  await t.database.db
    .update(students)
    .set({ userId: pupil.userId })
    .where(eq(students.id, roster.id));
  const enrolled = await sadmin.api.post(`/api/classes/${klass.id}/enrolments`, {
    studentIds: [roster.id],
  });
  expect(enrolled.statusCode).toBeLessThan(300);
  return { schoolId, sadmin, editor, tutor, pupil, otherPupil };
}

export const key = () => ({ headers: { 'idempotency-key': randomUUID() } });

export async function direct(from: Actor, to: Actor): Promise<string> {
  const response = await from.api.post('/api/chat/conversations', {
    kind: 'direct',
    userId: to.userId,
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<{ id: string }>().id;
}

export async function say(from: Actor, conversationId: string, text: string) {
  const response = await from.api.post(
    `/api/chat/conversations/${conversationId}/messages`,
    { text },
    key(),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; seq: number }>();
}

export type TestSocket = {
  frames: ServerFrame[];
  send: (frame: ClientFrame) => void;
  /** Waits for a frame that matches and returns it. */
  next: <T extends ServerFrame['type']>(
    type: T,
    match?: (frame: Extract<ServerFrame, { type: T }>) => boolean,
  ) => Promise<Extract<ServerFrame, { type: T }>>;
  messages: () => { seq: number; text: string; conversationId: string }[];
  close: () => Promise<void>;
};

/** The `ws` client that @fastify/websocket itself brings (one version for server and client). */
const require = createRequire(createRequire(import.meta.url).resolve('@fastify/websocket'));
const WebSocketClient = require('ws') as typeof import('ws').WebSocket;

/** A listening app's socket address (tests call `app.listen({ port: 0 })` first). */
const socketUrl = (app: FastifyInstance, path: string) =>
  `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}${path}`;

/** Opens a socket to the app and resolves once it is open (or rejects when refused). */
export function connect(app: FastifyInstance, path: string, onMessage?: (data: string) => void) {
  const ws = new WebSocketClient(socketUrl(app, path));
  if (onMessage) ws.on('message', (data) => onMessage(String(data)));
  return new Promise<InstanceType<typeof WebSocketClient>>((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

/** Opens the chat socket of `actor` on `app` with a fresh ticket. */
export async function openSocket(app: FastifyInstance, actor: Actor): Promise<TestSocket> {
  const ticket = await actor.api.post('/api/chat/ticket');
  expect(ticket.statusCode, ticket.body).toBe(200);
  const frames: ServerFrame[] = [];
  const ws = await connect(
    app,
    `/api/chat/socket?ticket=${ticket.json<{ ticket: string }>().ticket}`,
    (data) => frames.push(JSON.parse(data) as ServerFrame),
  );
  const next: TestSocket['next'] = (type, match) =>
    eventually(() => {
      const found = frames.find(
        (f): f is Extract<ServerFrame, { type: typeof type }> =>
          f.type === type && (!match || match(f as never)),
      );
      expect(found, `a ${type} frame`).toBeDefined();
      return found as never;
    });
  await next('ready');
  return {
    frames,
    send: (frame) => ws.send(JSON.stringify(frame)),
    next,
    messages: () =>
      frames.flatMap((f) =>
        f.type === 'message'
          ? [{ seq: f.message.seq, text: f.message.text, conversationId: f.message.conversationId }]
          : [],
      ),
    close: () =>
      new Promise<void>((resolve) => {
        if (ws.readyState === ws.CLOSED) return resolve();
        ws.once('close', () => resolve());
        ws.close();
      }),
  };
}
