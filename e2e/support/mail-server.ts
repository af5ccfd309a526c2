import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { decodeMail, type DecodedMail } from './mime';

/** A message as the test inbox serves it. */
export interface ReceivedMail extends DecodedMail {
  /** Envelope recipients (RCPT TO), lowercased. */
  recipients: string[];
  receivedAt: string;
}

/** The running test mail servers. */
export interface TestMailServer {
  /** `SMTP_URL` for the BFF. */
  smtpUrl: string;
  /** Base URL of the inbox endpoint (`GET /messages?to=<address>`). */
  inboxUrl: string;
  close(): Promise<void>;
}

/**
 * Starts a real SMTP server (plain, no STARTTLS, no auth — like a local relay) that keeps every
 * message in memory, plus a tiny HTTP endpoint serving them as JSON: the tests run in worker
 * processes, so they read the inbox over HTTP (`support/mailbox.ts`).
 */
export async function startTestMailServer(ports: {
  smtp: number;
  inbox: number;
}): Promise<TestMailServer> {
  const messages: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          ...decodeMail(Buffer.concat(chunks).toString('utf8')),
          recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          receivedAt: new Date().toISOString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(ports.smtp, '127.0.0.1', () => resolve());
  });

  const inbox = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (url.pathname !== '/messages') {
      res.writeHead(404).end();
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = to ? messages.filter((mail) => mail.recipients.includes(to)) : messages;
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(found));
  });
  await new Promise<void>((resolve, reject) => {
    inbox.once('error', reject);
    inbox.listen(ports.inbox, '127.0.0.1', () => resolve());
  });

  return {
    smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    inboxUrl: `http://127.0.0.1:${ports.inbox}`,
    async close() {
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => inbox.close(() => resolve())),
      ]);
    },
  };
}
