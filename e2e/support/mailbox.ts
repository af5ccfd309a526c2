import { expect } from '@playwright/test';
import type { ReceivedMail } from './mail-server';
import { E2E_PORTS } from './ports';

/** Messages the test SMTP server received for `address` (oldest first). */
export async function inboxOf(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(
    `http://127.0.0.1:${E2E_PORTS.mailInbox}/messages?to=${encodeURIComponent(address)}`,
  );
  if (!response.ok) throw new Error(`test inbox answered ${response.status}`);
  return (await response.json()) as ReceivedMail[];
}

/**
 * Waits until the test SMTP server has received at least `count` messages for `address`
 * (the BFF sends after its transaction commits, so the message may trail the HTTP answer) and
 * returns the newest.
 */
export async function waitForMail(address: string, count = 1): Promise<ReceivedMail> {
  let messages: ReceivedMail[] = [];
  await expect
    .poll(
      async () => {
        messages = await inboxOf(address);
        return messages.length;
      },
      { message: `e-mail for ${address}`, timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return messages[messages.length - 1]!;
}

/** The first link of a message matching `pattern` (text part first, then HTML). */
export function linkIn(mail: ReceivedMail, pattern: RegExp): string {
  const candidates = [
    ...(mail.text.match(/https?:\/\/[^\s"'<>)]+/g) ?? []),
    ...(mail.html.match(/https?:\/\/[^\s"'<>)]+/g) ?? []).map((url) => url.replace(/&amp;/g, '&')),
  ];
  const link = candidates.find((url) => pattern.test(url));
  if (!link) throw new Error(`no link matching ${pattern} in: ${mail.text || mail.html}`);
  return link;
}
