import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, setFieldErrors } from './api';

/** Stubs fetch with `answer` and returns the headers of each call. */
function stubFetch(answer: () => Response) {
  const headers: Record<string, string>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      headers.push(init.headers as Record<string, string>);
      return answer();
    }),
  );
  return headers;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = '';
});

describe('api', () => {
  it('sends the reader’s language (the page’s lang) with every call, JSON, upload or none', async () => {
    document.documentElement.lang = 'ar';
    const headers = stubFetch(() => json(200, { ok: true }));
    await api('/things');
    await api('/things', { method: 'POST', body: { name: 'x' } });
    await api('/things/upload', { method: 'POST', body: new FormData() });
    expect(headers.map((sent) => sent['accept-language'])).toEqual(['ar', 'ar', 'ar']);
    expect(headers[1]).toMatchObject({ accept: 'application/json', 'content-type': 'application/json' });
    expect(headers[2]).not.toHaveProperty('content-type');
  });

  it('follows a change of language, and says English before i18n has set one', async () => {
    const headers = stubFetch(() => json(200, {}));
    await api('/things');
    document.documentElement.lang = 'fr';
    await api('/things');
    expect(headers.map((sent) => sent['accept-language'])).toEqual(['en', 'fr']);
  });

  it('hands the server’s (translated) error body over as it came', async () => {
    stubFetch(() => json(409, { message: 'تم تعديل القضية من مستخدم آخر' }));
    const error = await api('/legal-cases/5', { method: 'PATCH', body: {} }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'تم تعديل القضية من مستخدم آخر' });
  });
});

describe('setFieldErrors', () => {
  const refused = new ApiError(400, { message: 'Check the form', errors: { scheduledAt: ['Pick a date'] } });
  const formWithErrors = () => {
    const set: Record<string, unknown>[] = [];
    return { set, setErrors: (errors: Record<string, unknown>) => void set.push(errors) };
  };

  it('puts each message, translated, under the form field it maps to, and gives the server’s messages back', () => {
    const form = formWithErrors();
    const found = setFieldErrors(form, refused, { when: 'scheduledAt', remoteLink: 'remoteLink' }, (text) =>
      text ? `«${text}»` : text,
    );
    expect(form.set).toEqual([{ when: '«Pick a date»', remoteLink: undefined }]);
    expect(found).toEqual({ scheduledAt: 'Pick a date', remoteLink: undefined });
  });

  it('sets nothing when the error names none of the fields, or is not the server’s', () => {
    const form = formWithErrors();
    expect(setFieldErrors(form, refused, ['title'], (text) => text)).toBeUndefined();
    expect(setFieldErrors(form, new Error('offline'), ['scheduledAt'], (text) => text)).toBeUndefined();
    expect(form.set).toEqual([]);
  });
});
