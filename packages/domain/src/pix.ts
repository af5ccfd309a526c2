/*
 * The static BR Code of a Pix payment (issue 40, ADR 070): the text behind a Pix QR code and
 * its 'Pix Copia e Cola', as the Banco Central's "Manual de Padrões para Iniciação do Pix"
 * defines it on EMV® QRCPS-MPM. Each field is ID (2 digits) + length (2 digits) + value:
 *
 *   00 payload format indicator '01'
 *   26 merchant account information: 00 GUI 'br.gov.bcb.pix', 01 the Pix key
 *   52 merchant category code '0000'    53 currency '986' (BRL)    54 amount '5.00'
 *   58 country 'BR'    59 merchant name (≤ 25)    60 merchant city (≤ 15)
 *   62 additional data: 05 txid (≤ 25 letters and digits, '***' for none)
 *   63 CRC16-CCITT-FALSE (poly 0x1021, init 0xFFFF) of everything before it, '6304' included
 *
 * Pure: no I/O, no clock, no randomness (the caller brings the txid).
 */

export const PIX_GUI = 'br.gov.bcb.pix';
export const PIX_MERCHANT_NAME_MAX = 25;
export const PIX_MERCHANT_CITY_MAX = 15;
export const PIX_TXID_MAX = 25;

/** What a static BR Code says. `amountCents` 0 leaves the amount to the payer. */
export interface StaticPixInput {
  /** The receiver's key as stored (CPF digits, +55 phone, e-mail, UUID). */
  key: string;
  amountCents: number;
  merchantName: string;
  merchantCity: string;
  /** 1 to 25 letters and digits; '***' when the receiver keeps none. */
  txid: string;
}

/**
 * `text` in the characters a BR Code allows: accents and cedillas dropped ('João' → 'Joao'),
 * anything else outside printable ASCII removed, spaces collapsed, cut to `max`.
 */
export function asciiFold(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/** CRC16-CCITT-FALSE of `payload` (its bytes: a BR Code is ASCII), as 4 upper-case hex digits. */
export function crc16CcittFalse(payload: string): string {
  let crc = 0xffff;
  for (let i = 0; i < payload.length; i += 1) {
    const byte = payload.charCodeAt(i);
    if (byte > 0x7e) throw new RangeError('a BR Code is printable ASCII');
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** One EMV field: id, two-digit length, value (at most 99 characters). */
export function emvField(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new RangeError(`EMV id must be two digits: ${id}`);
  if (value.length > 99) throw new RangeError(`EMV field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** Centavos as the BR Code's amount: '5.00', '1234.56' (dot, two decimals, no thousands). */
export function pixAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError('amount must be centavos');
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * The static BR Code paying `input.amountCents` to `input.key`. The name and city are folded to
 * ASCII and cut to their maximum ('BRASIL' for a blank city); a txid outside 1–25 letters and
 * digits (other than '***') is a RangeError, as is a key longer than the manual allows (77).
 */
export function staticPixBrCode(input: StaticPixInput): string {
  if (input.txid !== '***' && !/^[A-Za-z0-9]{1,25}$/.test(input.txid)) {
    throw new RangeError('txid must be 1 to 25 letters and digits');
  }
  if (input.key.length < 1 || input.key.length > 77) {
    throw new RangeError('a Pix key has 1 to 77 characters');
  }
  const name = asciiFold(input.merchantName, PIX_MERCHANT_NAME_MAX) || 'RECEBEDOR';
  const city = asciiFold(input.merchantCity, PIX_MERCHANT_CITY_MAX) || 'BRASIL';
  const account = emvField('00', PIX_GUI) + emvField('01', input.key);
  const payload =
    emvField('00', '01') +
    emvField('26', account) +
    emvField('52', '0000') +
    emvField('53', '986') +
    (input.amountCents > 0 ? emvField('54', pixAmount(input.amountCents)) : '') +
    emvField('58', 'BR') +
    emvField('59', name) +
    emvField('60', city) +
    emvField('62', emvField('05', input.txid)) +
    '6304';
  return payload + crc16CcittFalse(payload);
}
