import type { ChatSendResponse } from '@mizan/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { loadTestEnv } from '../../config.ts';
import { setupTestApp } from '../../test/app.ts';
import { openLive } from '../../test/live-client.ts';
import { killServers, startServer } from '../../test/process.ts';

const env = loadTestEnv();

/**
 * Two server processes (src/main.ts, as `npm start` runs it) on one PostgreSQL database, as behind one address: a chat
 * message sent through one reaches the recipient's socket on the other, through LISTEN/NOTIFY.
 */
describe.skipIf(env.db !== 'postgres')('two server processes on one PostgreSQL database', () => {
  const t = setupTestApp();
  afterAll(() => killServers());

  it('delivers a message sent through one process to a socket open on the other', async () => {
    const ann = await t.userWithRole('admin');
    const bob = await t.userWithRole('admin');
    // The database of `t`: both processes use it, with their own connections and their own LISTEN.
    const { database } = (t.db as unknown as { $client: { options: { database: string } } }).$client.options;
    const url = new URL(env.databaseUrl!);
    url.pathname = `/${database}`;
    // One after the other: each starts as `npm start` does (migrations, bootstrap) on a database that has them.
    const one = await startServer({ DATABASE_URL: url.toString(), DEMO_DATA: 'false' });
    const other = await startServer({ DATABASE_URL: url.toString(), DEMO_DATA: 'false' });

    const client = await openLive(`${other.url.replace('http', 'ws')}/api/live`, bob);
    client.send({ type: 'hello' });
    await client.next((frame) => frame.type === 'ready');
    const sent = await fetch(`${one.url}/api/apps/chat/chats/${bob.userId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ann.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Across the processes' }),
    });
    expect(sent.status).toBe(201);
    const { msg } = (await sent.json()) as ChatSendResponse;
    const frame = await client.next((candidate) => candidate.type === 'chat.message', 0);
    expect(frame.payload).toMatchObject({ msg: { id: msg.id, message: 'Across the processes', senderId: ann.userId } });
    await client.close();
  }, 240_000);
});
