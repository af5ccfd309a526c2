import { desc } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { outboxEmails } from '../../db/schema';
import type { Env } from '../../env';
import type { Logger } from '../logger';
import type { MailMessage } from './templates';

/** Default sender when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'Mesadinha <nao-responda@mesadinha.app>';

/** A message as stored in the development outbox. */
export interface OutboxEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
}

/** Sends the BFF's e-mail. */
export interface Mailer {
  /** `smtp` sends over SMTP_URL; `outbox` keeps mail in the database (development). */
  readonly transport: 'smtp' | 'outbox';
  /** Sends one message; rejects when the SMTP server refuses it. */
  send(message: MailMessage): Promise<void>;
  /** Newest first; empty for the SMTP transport (the mail left the BFF). */
  listOutbox(limit?: number): Promise<OutboxEmail[]>;
}

/** First http(s) link of a text, logged so a developer can click it without an inbox. */
const firstLink = (text: string) => /https?:\/\/\S+/.exec(text)?.[0];

/**
 * The BFF mailer. With SMTP_URL (e.g. `smtp://127.0.0.1:2525`) nodemailer sends for real;
 * without it every message is stored in `outbox_emails` and logged with its link, so sign-up,
 * confirmation and password reset work offline (read them at `GET /api/dev/outbox`).
 */
export function createMailer(
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>,
  db: Db,
  logger: Logger,
): Mailer {
  const from = env.MAIL_FROM ?? DEFAULT_MAIL_FROM;
  if (env.SMTP_URL) {
    const transporter = nodemailer.createTransport(env.SMTP_URL);
    return {
      transport: 'smtp',
      async send(message) {
        await transporter.sendMail({ from, ...message });
        logger.info({ to: message.to, subject: message.subject }, 'e-mail sent');
      },
      listOutbox: async () => [],
    };
  }
  return {
    transport: 'outbox',
    async send({ to, subject, text, html }) {
      const message = { to, subject, text, html };
      await db.insert(outboxEmails).values(message);
      logger.info(
        { to: message.to, subject: message.subject, link: firstLink(message.text) },
        'e-mail kept in the dev outbox (SMTP_URL not set)',
      );
    },
    async listOutbox(limit = 50) {
      const rows = await db
        .select()
        .from(outboxEmails)
        .orderBy(desc(outboxEmails.createdAt))
        .limit(limit);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  };
}
