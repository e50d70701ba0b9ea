import multipart from '@fastify/multipart';
import {
  ECOMMERCE_IMAGE_MAX_BYTES,
  ECOMMERCE_IMAGE_TEXT,
  ecommerceImageSchema,
  idParamsSchema,
} from '@mizan/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldError } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/http.ts';
import { currentUser } from '../../plugins/access.ts';
import type { EcommerceImagesService } from './images.service.ts';

const tags = ['ecommerce'];

/** The part `file` of a multipart form; 413 naming `file` past the size limit. */
async function readFile(request: FastifyRequest): Promise<Buffer> {
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') continue;
      try {
        const content = await part.toBuffer();
        if (part.fieldname === 'file') bytes = content;
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw fieldError('file', ECOMMERCE_IMAGE_TEXT.tooLarge, 413);
        throw error;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw fieldError('file', ECOMMERCE_IMAGE_TEXT.missing);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError('file', ECOMMERCE_IMAGE_TEXT.tooLarge, 413);
    throw error;
  }
  if (!bytes) throw fieldError('file', ECOMMERCE_IMAGE_TEXT.missing);
  return bytes;
}

/** Product and category pictures: upload (multipart `file`) and serve. */
export const ecommerceImagesRoutes: FastifyPluginAsyncZod<{ images: EcommerceImagesService }> = async (
  app,
  { images },
) => {
  await app.register(multipart, { limits: { fileSize: ECOMMERCE_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  app.post(
    '/api/apps/ecommerce/images',
    {
      config: { access: { action: 'create', subject: 'Product' } },
      schema: {
        tags,
        summary:
          'Upload a product or category picture (multipart `file`: PNG, JPEG, WebP or GIF, checked by its bytes, at most 2 MB)',
        response: { 201: ecommerceImageSchema, ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request, reply) => {
      const bytes = await readFile(request);
      return reply.code(201).send(await images.upload(bytes, currentUser(request).id));
    },
  );

  app.get(
    '/api/apps/ecommerce/images/:id',
    {
      // Pictures of products show on orders and reviews too: any signed-in user may load them.
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "A picture's bytes (never change: cached for a year)",
        params: idParamsSchema,
        // No response schema: the body is the image's bytes (errors still use the one error body).
      },
    },
    async (request, reply) => {
      const image = await images.read(request.params.id);
      return reply
        .header('content-type', image.mime)
        .header('etag', `"${image.sha256}"`)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(image.bytes);
    },
  );
};
