import type { Mailer, MailMessage } from '../lib/mailer';

/** A mailer that keeps every message in memory, for assertions. */
export interface CapturingMailer extends Mailer {
  readonly sent: MailMessage[];
  /** The newest message to `to` (case-insensitive), or undefined. */
  lastTo(to: string): MailMessage | undefined;
  /** The first link of the newest message to `to`; throws when there is none. */
  linkTo(to: string): string;
}

/** Creates an in-memory mailer. */
export function createCapturingMailer(): CapturingMailer {
  const sent: MailMessage[] = [];
  const lastTo = (to: string) =>
    sent.findLast((message) => message.to.toLowerCase() === to.toLowerCase());
  return {
    transport: 'outbox',
    sent,
    async send(message) {
      sent.push(message);
    },
    listOutbox: async () => [],
    lastTo,
    linkTo(to) {
      const link = /https?:\/\/\S+/.exec(lastTo(to)?.text ?? '')?.[0];
      if (!link) throw new Error(`no e-mail with a link was sent to ${to}`);
      return link;
    },
  };
}
