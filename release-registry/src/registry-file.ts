import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { EMPTY_REGISTRY, parseRegistry, ReleaseError, type ReleaseRegistry } from './registry.js';

/** How long a writer waits for another one (a release, a start-up) before giving up. */
const LOCK_WAIT_MS = 30_000;
const LOCK_POLL_MS = 50;

/** What identifies one version of the file: a rename gives a new inode, a write a new mtime. */
const signature = (stat: fs.Stats) => `${stat.ino}:${stat.size}:${stat.mtimeMs}`;

/**
 * The registry file (`<releases dir>/registry.json`). Readers take it as it is on disk
 * at that moment; writers change it under a lock, by writing a temporary file, syncing
 * it and renaming it over the old one, so a reader sees the old document or the new
 * one, never half of one, and a crash leaves one of the two.
 */
export class RegistryFile {
  readonly file: string;
  private readonly lockFile: string;
  private cached: { signature: string; registry: ReleaseRegistry } | null = null;
  /** The signature of a file found broken at run time, so it is reported once. */
  private reportedBroken: string | null = null;

  constructor(readonly dir: string) {
    this.file = path.join(dir, 'registry.json');
    this.lockFile = path.join(dir, 'registry.lock');
  }

  /**
   * The registry now, for start-up and the release commands: a missing file is an empty
   * registry (a fresh site); a broken one is an error naming the file.
   */
  readStrict(): ReleaseRegistry {
    let text: string;
    try {
      text = fs.readFileSync(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return EMPTY_REGISTRY;
      throw new ReleaseError(
        `Cannot read the release registry ${this.file}: ${(error as Error).message}`,
      );
    }
    try {
      return parseRegistry(text);
    } catch (error) {
      throw new ReleaseError(`Invalid release registry ${this.file}: ${(error as Error).message}`);
    }
  }

  /**
   * The registry for a request: re-read when the file changed (by inode, size and mtime),
   * otherwise the cached copy. If the file turns out broken or missing, `onBroken` hears
   * about it once and the last good registry keeps serving: a running site never stops
   * over a bad edit.
   */
  read(onBroken: (error: Error) => void): ReleaseRegistry {
    const last = this.cached?.registry ?? EMPTY_REGISTRY;
    let stat: fs.Stats;
    try {
      stat = fs.statSync(this.file);
    } catch (error) {
      if (!this.cached && (error as NodeJS.ErrnoException).code === 'ENOENT') return EMPTY_REGISTRY;
      this.reportOnce(
        'missing',
        onBroken,
        () =>
          new ReleaseError(
            `The release registry ${this.file} is gone; still serving the last one read`,
          ),
      );
      return last;
    }
    const current = signature(stat);
    if (this.cached?.signature === current) return this.cached.registry;
    try {
      const registry = this.readStrict();
      this.cached = { signature: current, registry };
      this.reportedBroken = null;
      return registry;
    } catch (error) {
      this.reportOnce(
        current,
        onBroken,
        () => new ReleaseError(`${(error as Error).message}; still serving the last good registry`),
      );
      return last;
    }
  }

  private reportOnce(key: string, onBroken: (error: Error) => void, error: () => Error) {
    if (this.reportedBroken === key) return;
    this.reportedBroken = key;
    onBroken(error());
  }

  /**
   * Changes the registry: `change` gets the current document and returns the next one
   * (or throws, and nothing is written), and what to do once it is written, still under
   * the lock. Writers are serialised with a lock file, so a release and a server's
   * start-up never lose each other's change.
   */
  async update<T>(
    change: (registry: ReleaseRegistry) => {
      registry: ReleaseRegistry;
      result: T;
      afterWrite?: () => void;
    },
  ): Promise<T> {
    fs.mkdirSync(this.dir, { recursive: true });
    await this.lock();
    try {
      const { registry, result, afterWrite } = change(this.readStrict());
      this.write(registry);
      afterWrite?.();
      return result;
    } finally {
      fs.rmSync(this.lockFile, { force: true });
    }
  }

  private write(registry: ReleaseRegistry) {
    const temporary = `${this.file}.${randomBytes(6).toString('hex')}.tmp`;
    const fd = fs.openSync(temporary, 'w');
    try {
      fs.writeFileSync(fd, `${JSON.stringify(registry, null, 2)}\n`);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(temporary, this.file);
    // The rename itself is durable once the folder is synced.
    const dirFd = fs.openSync(this.dir, 'r');
    try {
      fs.fsyncSync(dirFd);
    } finally {
      fs.closeSync(dirFd);
    }
  }

  /** Takes the lock file, clearing one left by a process of this machine that is gone. */
  private async lock() {
    const owner = `${os.hostname()} ${process.pid}`;
    const deadline = Date.now() + LOCK_WAIT_MS;
    for (;;) {
      try {
        fs.writeFileSync(this.lockFile, owner, { flag: 'wx' });
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      if (this.lockIsStale()) {
        fs.rmSync(this.lockFile, { force: true });
        continue;
      }
      if (Date.now() > deadline) {
        throw new ReleaseError(
          `The release registry is locked by ${this.lockOwner() ?? 'another process'} ` +
            `(${this.lockFile}); if no release is running, remove that file`,
        );
      }
      await sleep(LOCK_POLL_MS);
    }
  }

  private lockOwner(): string | null {
    try {
      return fs.readFileSync(this.lockFile, 'utf8');
    } catch {
      return null;
    }
  }

  private lockIsStale(): boolean {
    const [host, pid] = (this.lockOwner() ?? '').split(' ');
    if (host !== os.hostname() || !pid) return false;
    try {
      process.kill(Number(pid), 0);
      return false;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'ESRCH';
    }
  }
}
