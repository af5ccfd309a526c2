import { createHmac } from 'node:crypto';
import { nowSeconds } from './objects';

/** `Stripe-Signature` exactly as Stripe writes it: `t=<unix>,v1=<hex HMAC-SHA256 of "t.body">`. */
export function signPayload(payload: string, secret: string, timestamp = nowSeconds()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export interface DeliveryResult {
  id: string;
  status: number;
  error?: string;
}

interface Job {
  url: string;
  eventId: string;
  payload: string;
}

export interface WebhookQueueOptions {
  attempts: number;
  baseDelayMs: number;
  secret: string;
  /** Called after each attempt (the emulator keeps `pending_webhooks` and a delivery log). */
  onAttempt(result: DeliveryResult & { attempt: number; delivered: boolean }): void;
}

/**
 * One ordered queue: an event is delivered (or given up after `attempts`) before the next one is
 * tried, so the endpoint sees events in the order they happened, as Stripe's per-endpoint retries
 * would with a single failing event. Backoff: baseDelayMs × 2^(attempt − 1).
 */
export class WebhookQueue {
  private jobs: Job[] = [];
  private running: Promise<void> | null = null;
  private generation = 0;
  private wake: (() => void) | null = null;
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly options: WebhookQueueOptions) {}

  enqueue(url: string, eventId: string, payload: string): void {
    this.jobs.push({ url, eventId, payload });
    if (!this.running) this.running = this.run();
  }

  /** Resolves when nothing is queued or being retried. */
  flush(): Promise<void> {
    if (!this.running && this.jobs.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Drops queued and retrying deliveries (reset, close). */
  clear(): void {
    this.generation += 1;
    this.jobs = [];
    this.wake?.();
  }

  async send(url: string, eventId: string, payload: string): Promise<DeliveryResult> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': signPayload(payload, this.options.secret),
        },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer().catch(() => undefined);
      return { id: eventId, status: response.status };
    } catch (error) {
      return { id: eventId, status: 0, error: error instanceof Error ? error.message : 'error' };
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  private async run(): Promise<void> {
    while (this.jobs.length > 0) {
      const job = this.jobs.shift() as Job;
      const generation = this.generation;
      for (let attempt = 1; attempt <= this.options.attempts; attempt += 1) {
        const result = await this.send(job.url, job.eventId, job.payload);
        if (generation !== this.generation) break;
        const delivered = result.status >= 200 && result.status < 300;
        this.options.onAttempt({ ...result, attempt, delivered });
        if (delivered || attempt === this.options.attempts) break;
        await this.sleep(this.options.baseDelayMs * 2 ** (attempt - 1));
        if (generation !== this.generation) break;
      }
    }
    this.running = null;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
