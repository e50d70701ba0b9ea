import { ECOMMERCE_IMAGE_MAX_BYTES, ECOMMERCE_IMAGE_TEXT, type EcommerceImage } from '@mizan/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CLIENT, setupTestApp, signIn, type SignedIn } from '../../test/app.ts';
import { postMultipart, type UploadedFile } from '../../test/multipart.ts';
import { sniffImageType } from './images.service.ts';

const t = setupTestApp();
let admin: SignedIn;
let client: SignedIn;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
  Buffer.from([0x00, 0xff, 0x10, 0x80, 0x7f, 0x0d, 0x0a, 0x1a]),
]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([26, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(14, 1),
]);

const upload = (who: SignedIn | null, file: UploadedFile | null) =>
  postMultipart(t.app, who, '/api/apps/ecommerce/images', file, file ? {} : { note: 'hello' });

beforeAll(async () => {
  admin = await signIn(t.app, ADMIN);
  client = await signIn(t.app, CLIENT);
});

describe('e-commerce images', () => {
  it('stores an upload and serves the identical bytes with its type, a year of caching and nosniff', async () => {
    const response = await upload(admin, { name: 'shoe.png', bytes: PNG, type: 'image/png' });
    expect(response.statusCode, response.body).toBe(201);
    const image = response.json<EcommerceImage>();
    expect(image).toEqual({ id: expect.any(Number), url: `/api/apps/ecommerce/images/${image.id}` });

    // Any signed-in user may load a picture (it shows on orders and reviews).
    const served = await t.call(client, 'GET', image.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.rawPayload, PNG)).toBe(0);
  });

  it('recognises JPEG, GIF and WebP by their bytes, whatever the name says', async () => {
    for (const [bytes, type] of [
      [JPEG, 'image/jpeg'],
      [GIF, 'image/gif'],
      [WEBP, 'image/webp'],
    ] as const) {
      const response = await upload(admin, { name: 'picture.bin', bytes });
      expect(response.statusCode, response.body).toBe(201);
      const served = await t.call(admin, 'GET', response.json<EcommerceImage>().url);
      expect(served.headers['content-type']).toBe(type);
      expect(Buffer.compare(served.rawPayload, bytes)).toBe(0);
    }
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });

  it('refuses a fake image, an empty part, a missing part and a non-multipart body with 400 naming file', async () => {
    const fake = await upload(admin, {
      name: 'evil.png',
      bytes: Buffer.from('<script>alert(1)</script>'),
      type: 'image/png',
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({ message: ECOMMERCE_IMAGE_TEXT.type, errors: { file: [ECOMMERCE_IMAGE_TEXT.type] } });

    const empty = await upload(admin, { name: 'empty.png', bytes: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.file).toEqual([ECOMMERCE_IMAGE_TEXT.missing]);

    const missing = await upload(admin, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.file).toEqual([ECOMMERCE_IMAGE_TEXT.missing]);

    const otherField = await upload(admin, { name: 'a.png', bytes: PNG, field: 'picture' });
    expect(otherField.statusCode).toBe(400);
    expect(otherField.json().errors.file).toEqual([ECOMMERCE_IMAGE_TEXT.missing]);

    const json = await t.call(admin, 'POST', '/api/apps/ecommerce/images', { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors.file).toEqual([ECOMMERCE_IMAGE_TEXT.missing]);
  });

  it('refuses an image over 2 MB with 413 naming file', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(ECOMMERCE_IMAGE_MAX_BYTES, 7)]);
    const response = await upload(admin, { name: 'big.png', bytes: big });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: ECOMMERCE_IMAGE_TEXT.tooLarge,
      errors: { file: [ECOMMERCE_IMAGE_TEXT.tooLarge] },
    });
    // Exactly 2 MB is fine.
    const limit = Buffer.concat([PNG, Buffer.alloc(ECOMMERCE_IMAGE_MAX_BYTES - PNG.length, 7)]);
    expect((await upload(admin, { name: 'limit.png', bytes: limit })).statusCode).toBe(201);
  });

  it('answers 404 for an unknown image, 401 signed out, 403 to a user who may not create products', async () => {
    const unknown = await t.call(admin, 'GET', '/api/apps/ecommerce/images/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ECOMMERCE_IMAGE_TEXT.notFound);
    expect((await t.call(null, 'GET', '/api/apps/ecommerce/images/1')).statusCode).toBe(401);
    expect((await upload(null, { name: 'a.png', bytes: PNG })).statusCode).toBe(401);
    expect((await upload(client, { name: 'a.png', bytes: PNG })).statusCode).toBe(403);
    const subscriber = await t.userWithRole('subscriber');
    expect((await upload(subscriber, { name: 'a.png', bytes: PNG })).statusCode).toBe(403);
  });
});
