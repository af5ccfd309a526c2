import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message received by the test SMTP server. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw RFC 5322 message. */
  raw: string;
  /** Subject header (the BFF's subjects are plain ASCII). */
  subject: string;
  /** Raw message with quoted-printable undone, for finding links. */
  decoded: string;
}

/** A real SMTP server on a free local port, keeping every message in memory. */
export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** Resolves with the first message to `to` (waits up to `timeoutMs`). */
  waitFor(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** Undoes quoted-printable (soft line breaks and =XX bytes, decoded as UTF-8). */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** First http(s) link of a received message. */
export function firstLink(mail: ReceivedMail): string {
  const link = /https?:\/\/[^\s"<>]+/.exec(mail.decoded)?.[0];
  if (!link) throw new Error(`no link in the e-mail "${mail.subject}"`);
  return link;
}

/**
 * Starts a plain SMTP server (no TLS, no auth, like a local relay) that the BFF's nodemailer
 * transport reaches through `SMTP_URL = url`.
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw,
          subject: /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '',
          decoded: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(to, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find((message) => message.to.includes(to.toLowerCase()));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
