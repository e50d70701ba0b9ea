/** A minimal JSON client of a spawned server's API, signed in with a bearer token (no Origin header is sent). */

export interface Answer {
  status: number;
  // The crash checks read a few fields of many response shapes; each use names what it expects.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export class ApiClient {
  private token = '';

  constructor(readonly baseUrl: string) {}

  async call(method: 'GET' | 'POST', path: string, body?: object): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: kept as text for the report
    }
    return { status: response.status, body: parsed };
  }

  get(path: string): Promise<Answer> {
    return this.call('GET', path);
  }

  /** GET that must answer 200; anything else is an error naming the call. */
  async read(path: string): Promise<Answer['body']> {
    const answer = await this.get(path);
    if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  /** Signs in (as a new client of the API would) and keeps the token for the next calls. */
  async signIn(email: string, password: string): Promise<{ userId: number }> {
    const answer = await this.call('POST', '/api/auth/login', { email, password });
    if (answer.status !== 201)
      throw new Error(`Sign-in as ${email} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    this.token = answer.body.accessToken;
    return { userId: answer.body.userData.id };
  }
}
