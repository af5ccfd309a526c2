import { endpoint } from './endpoint';

/** An e-mail kept by the development outbox. */
export interface OutboxEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
}

/**
 * `GET /api/dev/outbox?to=`: mail the BFF "sent" without SMTP_URL. A development tool, not part
 * of the product API (not mounted in production), so its answer is a type here and a schema in
 * the BFF only.
 */
export const getOutbox = /* @__PURE__ */ endpoint<
  { query?: { to?: string } },
  { transport: 'smtp' | 'outbox'; emails: OutboxEmail[] }
>()('GET', '/dev/outbox', 'getOutbox');

/**
 * `POST /api/dev/jobs/{name}`: runs one scheduled job now, as if São Paulo's clock read `at`
 * (an ISO instant; default now), and answers when it is done. Development only, loopback only:
 * how end-to-end tests run a Sunday's weekly report on any day.
 */
export const runDevJob = /* @__PURE__ */ endpoint<
  { body: { at?: string } },
  { job: string; at: string }
>()('POST', '/dev/jobs/{name}', 'runDevJob');
