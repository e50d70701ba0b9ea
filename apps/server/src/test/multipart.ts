import type { App } from '../app.ts';
import { bearer, type SignedIn } from './app.ts';

export interface UploadedFile {
  name: string;
  bytes: Buffer;
  /** application/octet-stream when left out. */
  type?: string;
  /** The form field; `file` when left out. */
  field?: string;
}

/** A multipart body as a browser's form sends it: the text fields, then the file when there is one. */
export function multipartBody(file: UploadedFile | null, fields: Record<string, string> = {}) {
  const boundary = `----mizan${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POSTs a multipart form to `url` as `who` (signed out when null). */
export function postMultipart(
  app: App,
  who: SignedIn | null,
  url: string,
  file: UploadedFile | null,
  fields?: Record<string, string>,
) {
  const { payload, headers } = multipartBody(file, fields);
  return app.inject({ method: 'POST', url, payload, headers: { ...headers, ...(who ? bearer(who) : {}) } });
}
