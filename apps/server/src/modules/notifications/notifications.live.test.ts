import { describe, expect, it } from 'vitest';
import { signIn, setupTestApp } from '../../test/app.ts';
import { recordingLive } from '../../test/recording-live.ts';

/** A new notification is published live to its user, in the transaction that stores it (the bell rings). */
const live = recordingLive();
const t = setupTestApp({ live });

describe('notification live event', () => {
  it('a new notification (a sign-in) is published to its user only', async () => {
    live.clear();
    const again = await signIn(t.app);
    const rung = live.published.filter((call) => call.type === 'notification.created');
    expect(rung).toHaveLength(1);
    expect(rung[0]!.userIds).toEqual([again.userId]);
    expect(rung[0]!.payload).toMatchObject({ id: expect.any(Number), title: expect.any(String) });
  });
});
