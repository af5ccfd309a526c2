import fc from 'fast-check';
import { createStaticPix, hasError, parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import { asciiFold, crc16CcittFalse, pixAmount, staticPixBrCode } from './pix';

/*
 * The BR Code is checked against sources that are not ours: the Banco Central manual's
 * published static example (byte for byte), and pix-utils (an npm library that parses and
 * builds Pix payloads) decoding ours field by field and building the same payload.
 */

/** Our own TLV walk, to check the order and the lengths of the top-level fields. */
function fields(payload: string): [string, string][] {
  const out: [string, string][] = [];
  let at = 0;
  while (at < payload.length) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    out.push([id, payload.slice(at + 4, at + 4 + length)]);
    at += 4 + length;
  }
  return out;
}

describe('staticPixBrCode', () => {
  it("reproduces the Banco Central manual's static example byte for byte", () => {
    // "Manual de Padrões para Iniciação do Pix", BR Code estático de exemplo.
    expect(
      staticPixBrCode({
        key: '123e4567-e12b-12d1-a456-426655440000',
        amountCents: 0,
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
        txid: '***',
      }),
    ).toBe(
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D',
    );
  });

  it("computes the CRC of pix-utils' published example", () => {
    const published =
      '00020126650014br.gov.bcb.pix0119nubank@thalesog.com0220Gerado por Pix-Utils52040000530398654041.005802BR5914Thales Ogliari6009Sao Paulo62070503***63046069';
    expect(crc16CcittFalse(published.slice(0, -4))).toBe('6069');
    // The CRC16-CCITT-FALSE check value of '123456789'.
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });

  it('is decoded field by field by pix-utils', () => {
    const brCode = staticPixBrCode({
      key: '+5511912345678',
      amountCents: 500,
      merchantName: 'João Pedro da Conceição Araújo',
      merchantCity: 'São José dos Campos',
      txid: 'MESADA7F3K2',
    });
    const parsed = parsePix(brCode);
    expect(hasError(parsed)).toBe(false);
    expect(parsed).toMatchObject({
      type: 'STATIC',
      merchantCategoryCode: '0000',
      transactionCurrency: '986',
      countryCode: 'BR',
      merchantName: 'Joao Pedro da Conceicao A',
      merchantCity: 'Sao Jose dos Ca',
      pixKey: '+5511912345678',
      transactionAmount: 5,
      txid: 'MESADA7F3K2',
    });
    expect(fields(brCode).map(([id]) => id)).toEqual([
      '00',
      '26',
      '52',
      '53',
      '54',
      '58',
      '59',
      '60',
      '62',
      '63',
    ]);
    const map = new Map(fields(brCode));
    expect(map.get('00')).toBe('01');
    expect(fields(map.get('26')!)).toEqual([
      ['00', 'br.gov.bcb.pix'],
      ['01', '+5511912345678'],
    ]);
    expect(map.get('54')).toBe('5.00');
    expect(fields(map.get('62')!)).toEqual([['05', 'MESADA7F3K2']]);
    expect(map.get('63')).toBe(crc16CcittFalse(brCode.slice(0, -4)));
  });

  it('builds what pix-utils builds, for upper-case name and city', () => {
    const ours = staticPixBrCode({
      key: 'ana.souza@example.com',
      amountCents: 123456,
      merchantName: 'ANA SOUZA',
      merchantCity: 'CAMPINAS',
      txid: 'ABC123',
    });
    const theirs = createStaticPix({
      merchantName: 'ANA SOUZA',
      merchantCity: 'CAMPINAS',
      pixKey: 'ana.souza@example.com',
      transactionAmount: 1234.56,
      txid: 'ABC123',
    });
    expect(hasError(theirs)).toBe(false);
    if (hasError(theirs)) return;
    expect(ours).toBe(theirs.toBRCode());
  });

  it('round-trips through pix-utils for any key, amount, name, city and txid', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.stringMatching(/^\d{11}$/),
          fc.stringMatching(/^\+55[1-9]{2}9\d{8}$/),
          fc.uuid(),
          fc.stringMatching(/^[a-z0-9._]{1,30}@[a-z0-9]{1,20}\.com$/),
        ),
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.string({ maxLength: 30 }),
        fc.stringMatching(/^[A-Za-z0-9]{1,25}$/),
        (key, amountCents, name, city, txid) => {
          const brCode = staticPixBrCode({
            key,
            amountCents,
            merchantName: name,
            merchantCity: city,
            txid,
          });
          const parsed = parsePix(brCode);
          expect(hasError(parsed)).toBe(false);
          expect(parsed).toMatchObject({
            pixKey: key,
            transactionAmount: amountCents / 100,
            merchantName: asciiFold(name, 25) || 'RECEBEDOR',
            merchantCity: asciiFold(city, 15) || 'BRASIL',
            txid,
          });
          expect(brCode).toMatch(/^[\x20-\x7e]+$/);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses a txid or key the manual does not allow', () => {
    const base = { key: 'a@b.com', amountCents: 100, merchantName: 'A', merchantCity: 'B' };
    expect(() => staticPixBrCode({ ...base, txid: 'com espaço' })).toThrow(RangeError);
    expect(() => staticPixBrCode({ ...base, txid: 'x'.repeat(26) })).toThrow(RangeError);
    expect(() => staticPixBrCode({ ...base, key: 'x'.repeat(78), txid: 'A' })).toThrow(RangeError);
  });
});

describe('pixAmount and asciiFold', () => {
  it('writes centavos with a dot and two decimals', () => {
    expect(pixAmount(500)).toBe('5.00');
    expect(pixAmount(1)).toBe('0.01');
    expect(pixAmount(123456)).toBe('1234.56');
  });

  it('drops accents and what a BR Code cannot carry, and cuts to the maximum', () => {
    expect(asciiFold('Conceição Ávila', 25)).toBe('Conceicao Avila');
    expect(asciiFold('Zoë 🐱  Müller', 25)).toBe('Zoe Muller');
    expect(asciiFold('São José dos Campos', 15)).toBe('Sao Jose dos Ca');
  });
});
