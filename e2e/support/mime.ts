/**
 * Just enough MIME decoding to read what nodemailer sends (RFC 5322 headers with RFC 2047
 * encoded words, multipart bodies, quoted-printable or base64 parts, UTF-8). A full parser
 * (mailparser) is not installable from the registry mirror; the BFF's messages are simple.
 */

/** A decoded message: the headers a test checks, and each text part decoded. */
export interface DecodedMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  // Unfold continuation lines (a line starting with whitespace continues the previous header).
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const input = text.replace(/=\n/g, '');
  for (let index = 0; index < input.length; index += 1) {
    const char = input[index]!;
    const hex = input.slice(index + 1, index + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?...?=` / `=?UTF-8?B?...?=`) in a header value. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function collectTexts(part: Part, into: { text: string; html: string }): void {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      collectTexts(splitPart(section.replace(/^\n/, '')), into);
    }
    return;
  }
  if (type.toLowerCase().startsWith('text/html')) into.html += decodeBody(part);
  else if (type.toLowerCase().startsWith('text/plain')) into.text += decodeBody(part);
}

/** Decodes a raw RFC 5322 message as received by the SMTP server. */
export function decodeMail(raw: string): DecodedMail {
  const root = splitPart(raw);
  const texts = { text: '', html: '' };
  collectTexts(root, texts);
  return {
    from: decodeHeader(root.headers.get('from') ?? ''),
    to: decodeHeader(root.headers.get('to') ?? ''),
    subject: decodeHeader(root.headers.get('subject') ?? ''),
    text: texts.text,
    html: texts.html,
  };
}
