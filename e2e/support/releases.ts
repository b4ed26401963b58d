import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { remoteFolders } from '../../tooling/workspace-remotes.ts';
import { REPO_ROOT } from './site.ts';

const run = promisify(execFile);

/**
 * `pnpm release`, `pnpm rollback` or `pnpm releases`, as a person types them, against the
 * releases of the site whose data folder is `dataDir`. Resolves to what it printed.
 */
export async function releaseCommand(
  command: 'release' | 'rollback' | 'releases',
  args: string[],
  dataDir: string,
  env: Record<string, string> = {},
): Promise<string> {
  try {
    const { stdout } = await run('pnpm', ['--silent', command, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, ...env },
      maxBuffer: 16 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`pnpm ${command} ${args.join(' ')} failed:\n${stdout}\n${stderr}`);
  }
}

/**
 * A static root like the repository's (for `STATIC_ROOT`), with the shell and every
 * remote's build except `missing`'s: the site then has no release of that remote until
 * one is registered.
 */
export function staticRootWithout(missing: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ux-static-'));
  for (const folder of ['shell', ...remoteFolders(REPO_ROOT)]) {
    const source = path.join(REPO_ROOT, folder);
    if (folder !== missing && fs.existsSync(source))
      fs.symlinkSync(source, path.join(root, folder));
  }
  return root;
}

/** The release version a remote's build names (`metaData.buildInfo.buildVersion`). */
export function builtVersion(buildFolder: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(buildFolder, 'mf-manifest.json'), 'utf8'));
  return manifest.metaData.buildInfo.buildVersion as string;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

export interface StaticServer {
  origin: string;
  /** Paths asked for, in order. */
  requests: string[];
  /** Resolves once a request for `pathname` has arrived. */
  requested(pathname: string): Promise<void>;
  /** Answers the requests held so far, and every request from now on. */
  answer(): void;
  stop(): Promise<void>;
}

/**
 * A plain static file server on another port (another origin), the way a CDN serves an
 * uploaded release: the files of `root`, with CORS for any origin. Started `holding`, it
 * accepts every connection and request and answers none until `answer()`: a peer that
 * never answers, as a stuck CDN or proxy is.
 */
export async function startStaticServer(
  root: string,
  { holding = false }: { holding?: boolean } = {},
): Promise<StaticServer> {
  const requests: string[] = [];
  const waiting: { pathname: string; arrived: () => void }[] = [];
  let held: (() => void)[] | null = holding ? [] : null;
  const serve = (pathname: string, response: http.ServerResponse) => {
    // A held request whose browser gave up has nobody to answer.
    if (!response.socket || response.socket.destroyed) return;
    response.setHeader('Access-Control-Allow-Origin', '*');
    const file = path.join(root, path.normalize(pathname));
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    });
    fs.createReadStream(file).pipe(response);
  };
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    requests.push(pathname);
    for (const wait of waiting.filter((candidate) => candidate.pathname === pathname)) {
      wait.arrived();
    }
    if (held) held.push(() => serve(pathname, response));
    else serve(pathname, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    requested: (pathname) =>
      requests.includes(pathname)
        ? Promise.resolve()
        : new Promise((arrived) => waiting.push({ pathname, arrived })),
    answer() {
      const answers = held ?? [];
      held = null;
      for (const send of answers) send();
    },
    stop: () =>
      new Promise((resolve) => {
        // Held requests keep their connections open; they end with the server.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
