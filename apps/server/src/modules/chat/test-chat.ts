import { beforeEach, expect } from 'vitest';
import { setupTestApp, type SignedIn } from '../../test/app.ts';
import { recordingLive } from '../../test/recording-live.ts';

type Tuple<N extends number, Made extends SignedIn[] = []> = Made['length'] extends N
  ? Made
  : Tuple<N, [...Made, SignedIn]>;

/**
 * The chat tests' app: no demo data, a recording live publisher cleared before each test, and `call` for a chat
 * route that must answer with the given status (its JSON body returned).
 */
export function setupChatTest() {
  const live = recordingLive();
  const t = setupTestApp({ demoData: false, live });
  beforeEach(() => live.clear());

  const call = async <T>(who: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, body?: object, status = 200) => {
    const response = await t.call(who, method, `/api/apps/chat${url}`, body);
    expect(response.statusCode, response.body).toBe(status);
    return response.json<T>();
  };
  /** `count` new users with the admin role (who may chat), made one after the other. */
  const admins = async <N extends number>(count: N) => {
    const made: SignedIn[] = [];
    for (let i = 0; i < count; i++) made.push(await t.userWithRole('admin'));
    return made as Tuple<N>;
  };
  return { t, live, call, admins };
}
