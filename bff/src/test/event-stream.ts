import { PortalEventSchema, type PortalEvent } from '@portal/contracts';
import { expect } from 'vitest';
import { call } from '../routes/children/children.test-support';
import type { TestApp } from './test-app';

/** An open `GET /api/events` stream, read in the background like a browser's EventSource. */
export interface EventStream {
  /** Events received so far, in order (`event:` name and parsed `data:`). */
  events: { name: string; data: PortalEvent }[];
  /** Raw text received so far (comments included). */
  text: () => string;
  /** Waits until `predicate` holds for some received event. */
  waitFor(predicate: (event: PortalEvent) => boolean, ms?: number): Promise<void>;
  /** Resolves when the server ends the response. */
  ended: Promise<void>;
  close(): Promise<void>;
}

export async function openEvents(app: TestApp, cookie: string): Promise<EventStream> {
  const res = await call(app, 'GET', '/api/events', { cookie });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let raw = '';
  let parsedUpTo = 0;
  const events: EventStream['events'] = [];
  const pump = (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      raw += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = raw.indexOf('\n\n', parsedUpTo)) !== -1) {
        const block = raw.slice(parsedUpTo, end);
        parsedUpTo = end + 2;
        const name = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (name && data) events.push({ name, data: PortalEventSchema.parse(JSON.parse(data)) });
      }
    }
  })();
  const stream: EventStream = {
    events,
    text: () => raw,
    ended: pump,
    async waitFor(predicate, ms = 3000) {
      const deadline = Date.now() + ms;
      while (!events.some((event) => predicate(event.data))) {
        if (Date.now() > deadline) {
          throw new Error(`event not received; got ${JSON.stringify(events)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async close() {
      await reader.cancel();
      await pump;
    },
  };
  // The first bytes say the subscription is in place.
  const deadline = Date.now() + 3000;
  while (!raw.includes(': connected')) {
    if (Date.now() > deadline) throw new Error('the stream did not open');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return stream;
}
