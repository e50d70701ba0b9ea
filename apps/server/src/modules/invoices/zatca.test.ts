import { describe, expect, it } from 'vitest';
import {
  decodeZatcaQr,
  divRound,
  formatMinor,
  money,
  toMinor,
  zatcaQrPayload,
  zatcaQrPngDataUrl,
  zatcaQrSvg,
  zatcaTimestamp,
  type ZatcaQrFacts,
} from './zatca.ts';

/**
 * The example of ZATCA's QR guidance ("Bobs Records", VAT 310122393500003, 25 April 2022 15:30 UTC, 1000.00 with
 * 150.00 VAT), whose Base64 is reproduced by the public ZATCA libraries (e.g. Haraj-backend/zatca-sdk-go's tests,
 * which add the same example with the Arabic seller name below).
 */
const BOBS: ZatcaQrFacts = {
  sellerName: 'Bobs Records',
  sellerVatNumber: '310122393500003',
  issuedAt: new Date('2022-04-25T15:30:00Z'),
  totalWithVat: '1000',
  vatAmount: '150',
};
const BOBS_BASE64 = 'AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==';
const ARABIC_BASE64 =
  'AR3Yp9mE2KzZiNin2YfYsdmKINin2YTYudix2KjZigIPMzEwMTIyMzkzNTAwMDAzAxQyMDIyLTA0LTI1VDE1OjMwOjAwWgQHMTAwMC4wMAUGMTUwLjAw';

const OFFICE: ZatcaQrFacts = {
  sellerName: 'مكتب الميزان للمحاماة والاستشارات القانونية',
  sellerVatNumber: '300000000000003',
  issuedAt: new Date('2026-11-28T10:15:00.250Z'),
  totalWithVat: '12110.55',
  vatAmount: '1579.64',
};

/** The records of a payload: [tag, length, value bytes]. */
function records(base64: string): [number, number, Buffer][] {
  const bytes = Buffer.from(base64, 'base64');
  const out: [number, number, Buffer][] = [];
  for (let at = 0; at < bytes.length; at += 2 + bytes[at + 1]!) {
    out.push([bytes[at]!, bytes[at + 1]!, bytes.subarray(at + 2, at + 2 + bytes[at + 1]!)]);
  }
  return out;
}

describe('ZATCA QR payload', () => {
  it('encodes the published example to the published Base64', () => {
    expect(zatcaQrPayload(BOBS)).toBe(BOBS_BASE64);
  });

  it('encodes the same example with an Arabic seller name as the public ZATCA SDKs do', () => {
    expect(zatcaQrPayload({ ...BOBS, sellerName: 'الجواهري العربي' })).toBe(ARABIC_BASE64);
  });

  it('decodes back to the five fields, Arabic name included, time to the second in UTC', () => {
    expect(decodeZatcaQr(zatcaQrPayload(OFFICE))).toEqual({
      sellerName: 'مكتب الميزان للمحاماة والاستشارات القانونية',
      sellerVatNumber: '300000000000003',
      timestamp: '2026-11-28T10:15:00Z',
      totalWithVat: '12110.55',
      vatAmount: '1579.64',
    });
    expect(decodeZatcaQr(ARABIC_BASE64).sellerName).toBe('الجواهري العربي');
  });

  it('counts lengths in UTF-8 bytes, not characters', () => {
    const found = records(zatcaQrPayload(OFFICE));
    expect(found.map(([tag]) => tag)).toEqual([1, 2, 3, 4, 5]);
    const [, nameLength, nameBytes] = found[0]!;
    // 43 characters: 39 Arabic letters of two bytes each and 4 one-byte spaces.
    expect(OFFICE.sellerName.length).toBe(43);
    expect(nameLength).toBe(82);
    expect(nameBytes.toString('utf8')).toBe(OFFICE.sellerName);
    expect(found.slice(1).map(([, length]) => length)).toEqual([15, 20, 8, 7]);
  });

  it('writes amounts with two decimals, rounding half away from zero', () => {
    const fields = decodeZatcaQr(zatcaQrPayload({ ...BOBS, totalWithVat: '115.005', vatAmount: '15' }));
    expect([fields.totalWithVat, fields.vatAmount]).toEqual(['115.01', '15.00']);
  });

  it('refuses a value over 255 bytes, naming the field and its size', () => {
    const long = { ...BOBS, sellerName: 'م'.repeat(128) }; // 128 characters, 256 bytes
    expect(() => zatcaQrPayload(long)).toThrowError(
      "The seller's name takes 256 bytes; a ZATCA QR code holds at most 255 bytes per field",
    );
    expect(() => zatcaQrPayload({ ...BOBS, sellerName: 'م'.repeat(127) + 'a' })).not.toThrow();
  });

  it('refuses an empty field, an amount that is no number and a missing time as 400s', () => {
    expect(() => zatcaQrPayload({ ...BOBS, sellerVatNumber: '  ' })).toThrowError(/VAT number is empty/);
    expect(() => zatcaQrPayload({ ...BOBS, vatAmount: '1,50' })).toThrowError(/vatAmount must be a number/);
    try {
      zatcaQrPayload({ ...BOBS, issuedAt: new Date('nonsense') });
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ statusCode: 400, errors: { issuedAt: ['The invoice time is missing'] } });
    }
  });

  it('refuses a truncated payload and one without the five tags', () => {
    expect(() => decodeZatcaQr(BOBS_BASE64.slice(0, 40))).toThrowError(/cut short/);
    expect(() => decodeZatcaQr(Buffer.from([1, 1, 65]).toString('base64'))).toThrowError(/no tag 2/);
  });

  it('skips the phase-2 tags 6–9 when reading', () => {
    const withStamp = Buffer.concat([Buffer.from(BOBS_BASE64, 'base64'), Buffer.from([6, 2, 104, 104, 9, 0])]);
    expect(decodeZatcaQr(withStamp.toString('base64')).sellerName).toBe('Bobs Records');
  });

  it('writes the timestamp without milliseconds', () => {
    expect(zatcaTimestamp(new Date(Date.UTC(2026, 10, 28, 10, 15, 0, 999)))).toBe('2026-11-28T10:15:00Z');
  });
});

describe('ZATCA QR image', () => {
  it('renders an SVG whose modules differ with the payload', async () => {
    const svg = await zatcaQrSvg(OFFICE);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 (\d+) \1"/);
    expect(svg).toContain('<path');
    expect(await zatcaQrSvg({ ...OFFICE, totalWithVat: '12110.56' })).not.toBe(svg);
  });

  it('renders a PNG data URL of the width asked', async () => {
    const url = await zatcaQrPngDataUrl(OFFICE, 300);
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    const png = Buffer.from(url.slice('data:image/png;base64,'.length), 'base64');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(300); // IHDR width
  });
});

describe('exact decimals', () => {
  it('rounds half away from zero in both signs', () => {
    expect([divRound(5n, 2n), divRound(-5n, 2n), divRound(4n, 3n), divRound(-4n, 3n)]).toEqual([3n, -3n, 1n, -1n]);
    expect(toMinor('0.125', 'x')).toBe(13n);
    expect(toMinor('-0.125', 'x')).toBe(-13n);
  });

  it('adds what floats get wrong', () => {
    expect(formatMinor(toMinor('0.1', 'x') + toMinor('0.2', 'x'))).toBe('0.30');
    expect(money('99999999999999.995', 'x')).toBe('100000000000000.00');
    expect(formatMinor(-5n)).toBe('-0.05');
  });
});
