/**
 * What the editors' benchmarks time in the page, written once: the pictures an export
 * encodes (by wrapping HTMLCanvasElement.toBlob), an export from click to download, the
 * latency of keystrokes and of committing an edit. Page scripts are strings: tsx names
 * functions with a helper the page does not have.
 */
import fs from 'node:fs';
import os from 'node:os';
import type { Page } from '@playwright/test';

/** A picture the page encoded: its size, bytes and how long the encoding took. */
export interface Picture {
  quality: number;
  /** From toBlob's call to its callback: the encoding. */
  encodeMs: number;
  width: number;
  height: number;
  bytes: number;
}

/** An init script recording every picture the page encodes in `window.pictures`. */
export const PICTURE_RECORDER = `
  window.pictures = [];
  const toBlob = HTMLCanvasElement.prototype.toBlob;
  HTMLCanvasElement.prototype.toBlob = function (callback, type, quality) {
    const canvas = this;
    const started = performance.now();
    return toBlob.call(this, (blob) => {
      if (blob) window.pictures.push({
        quality: quality ?? 1, width: canvas.width, height: canvas.height, bytes: blob.size,
        encodeMs: performance.now() - started,
      });
      callback(blob);
    }, type, quality);
  };
`;

export const lastPicture = (page: Page): Promise<Picture> =>
  page.evaluate('window.pictures.at(-1)');

/** An export from the click to the downloaded file, with the picture it encoded. */
export async function timeExport(page: Page, format: 'JPEG' | 'PNG' | 'PDF' = 'JPEG') {
  // The menu is opened before the clock starts: the click on the format is the export's.
  if (format !== 'JPEG') await page.getByRole('button', { name: 'More export formats' }).click();
  const started = Date.now();
  const download = page.waitForEvent('download', { timeout: 120_000 });
  await (format === 'JPEG'
    ? page.getByRole('button', { name: 'Export in JPEG' })
    : page.getByRole('menuitem', { name: `Export in ${format}` })
  ).click();
  const file = await (await download).path();
  const ms = Date.now() - started;
  return { ms, picture: await lastPicture(page), bytes: fs.statSync(file).size };
}

/**
 * Types `count` characters into the focused field, one at a time, and answers each one's
 * latency: from the keydown's timestamp until the field shows the character (React has
 * rendered) and the frame after that has been painted (the task queued from that frame
 * runs once it is).
 */
export async function keystrokeLatencies(page: Page, count: number): Promise<number[]> {
  await page.evaluate(`(() => {
    window.latencies = [];
    const field = document.activeElement;
    field.addEventListener('keydown', (event) => {
      const length = field.value.length;
      const started = event.timeStamp;
      const check = () => field.value.length > length
        ? requestAnimationFrame(() => setTimeout(() => window.latencies.push(performance.now() - started), 0))
        : setTimeout(check, 0);
      check();
    });
  })()`);
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('x');
    await page.waitForTimeout(60);
  }
  return (await page.evaluate('window.latencies')) as number[];
}

/**
 * Presses Enter in the focused cell editor and answers the latency of the commit: from
 * the keydown until the editor has left the page and the frame after that is painted.
 */
export async function commitLatency(page: Page): Promise<number> {
  await page.evaluate(`(() => {
    const field = document.activeElement;
    window.commit = new Promise((resolve) => {
      field.addEventListener('keydown', (event) => {
        const began = event.timeStamp;
        const wait = () => field.isConnected
          ? setTimeout(wait, 0)
          : requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - began), 0));
        wait();
      });
    });
  })()`);
  await page.keyboard.press('Enter');
  return (await page.evaluate('window.commit')) as number;
}

/** The load average (1 / 5 / 15 min), which wall-clock figures grow with. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

/** An item the benchmark opens: the account's token and the editor's path to it. */
export interface SeededItem {
  token: string;
  path: string;
}

/**
 * A new account, signed in, with a project holding one new item of the API resource
 * `apiPath`: the token, and the item's keys for the PATCH that fills it.
 */
export async function newItemThroughApi(siteUrl: string, apiPath: string) {
  const credentials = { username: `bench-${Date.now()}@example.com`, password: 'Secret-123' };
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${siteUrl}${path}`, {
      method: 'POST',
      headers: {
        Origin: siteUrl,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  await post('/api/auth/sign-up', credentials);
  const { access_token: token } = (await (await post('/api/auth/sign-in', credentials)).json()) as {
    access_token: string;
  };
  const project = (await (await post('/api/projects', undefined, token)).json()) as { SK: string };
  const item = (await (await post(`/api/${apiPath}`, { projectSK: project.SK }, token)).json()) as {
    PK: string;
    SK: string;
  };
  return { token, item };
}
