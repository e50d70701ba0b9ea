import cookie from '@fastify/cookie';
import { ERROR_TEXT } from '@mizan/contracts';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import errors from '../../plugins/errors.ts';
import { authRoutes } from './auth.routes.ts';
import type { AuthService } from './auth.service.ts';

describe('POST /api/auth/login when something breaks', () => {
  it('answers the generic text on the e-mail field, without details', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errors);
    await app.register(cookie);
    await app.register((await import('@fastify/rate-limit')).default, { global: false });
    const broken = {
      login: async () => {
        throw new Error('connection to the database lost at 10.0.0.3');
      },
    } as unknown as AuthService;
    await app.register(authRoutes, { auth: broken, cookieSecure: false, perIpLimit: 10 });

    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@demo.com', password: 'admin' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: ERROR_TEXT.somethingWentWrong,
      errors: { email: [ERROR_TEXT.somethingWentWrong] },
    });
    expect(response.body).not.toContain('10.0.0.3');
    await app.close();
  });
});
