import { closeSync, mkdirSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataFolderInUseError extends Error {}

export interface DataFolderLock {
  path: string;
  release(): void;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readPid = (path: string): number | undefined => {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The embedded database may be opened by one process only. The lock is a file holding the holder's pid:
 * a live holder is a clear error; a lock left by a dead process (kill -9, power cut) is taken over.
 */
export function lockDataFolder(dataDir: string): DataFolderLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'mizan.lock');

  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      try {
        writeSync(fd, `${process.pid}\n`);
      } finally {
        closeSync(fd);
      }
      return {
        path,
        release() {
          // Remove the lock only if it is still ours.
          if (readPid(path) === process.pid) unlinkSync(path);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }

    const holder = readPid(path);
    // Our own pid in the file is a leftover of an earlier process that had it (e.g. pid 1 in a container).
    if (holder !== undefined && holder !== process.pid && isAlive(holder)) {
      throw new DataFolderInUseError(
        `Data folder ${dataDir} is in use by process ${holder}. Stop that server first, or set DATA_DIR to another folder.`,
      );
    }
    // A stale lock: move it aside atomically (only one contender wins the rename), then try again.
    const aside = `${path}.stale-${process.pid}`;
    try {
      renameSync(path, aside);
      if (readPid(aside) === holder) unlinkSync(aside);
      // Someone else took the lock over between our read and the rename: give it back.
      else renameSync(aside, path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new DataFolderInUseError(`Could not lock the data folder ${dataDir}: another process keeps taking it`);
}
