import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataFolder } from './lock.ts';

const folders: string[] = [];
const newFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'mizan-lock-'));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** The pid of a process that has exited. */
async function deadPid() {
  const child = spawn(process.execPath, ['-e', '0']);
  await once(child, 'exit');
  return child.pid!;
}

describe('data folder lock', () => {
  it('writes our pid and removes the file on release', () => {
    const folder = newFolder();
    const lock = lockDataFolder(folder);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it('refuses a folder held by a live process, naming it', async () => {
    const folder = newFolder();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(join(folder, 'mizan.lock'), `${holder.pid}\n`);
      expect(() => lockDataFolder(folder)).toThrow(`Data folder ${folder} is in use by process ${holder.pid}`);
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over the lock of a dead process', async () => {
    const folder = newFolder();
    writeFileSync(join(folder, 'mizan.lock'), `${await deadPid()}\n`);
    const lock = lockDataFolder(folder);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock with garbage in it', () => {
    const folder = newFolder();
    writeFileSync(join(folder, 'mizan.lock'), 'not a pid');
    lockDataFolder(folder).release();
  });

  it('leaves a lock that is no longer ours', async () => {
    const folder = newFolder();
    const lock = lockDataFolder(folder);
    writeFileSync(lock.path, '1\n');
    lock.release();
    expect(readFileSync(lock.path, 'utf8')).toBe('1\n');
  });
});
