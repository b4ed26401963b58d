import { describe, expect, it, vi } from 'vitest';
import { createReleaseWatch, RELEASE_CHECK_INTERVAL_MS } from './release-watch';
import type { RemoteRelease, RemoteReleases } from './remote-releases';

const running: RemoteRelease = {
  version: '0.1.0+a1',
  entry: 'https://site/r/0.1.0+a1/mf-manifest.json',
};
const newer: RemoteRelease = {
  version: '0.1.1+b2',
  entry: 'https://site/r/0.1.1+b2/mf-manifest.json',
};

/** A watch over a registry the test controls, on a clock the test controls. */
function watchWith(registry: RemoteReleases | (() => Promise<RemoteReleases>)) {
  let time = 1_000_000;
  let readAt = time;
  const readRegistry = vi.fn(async () => {
    readAt = time;
    return typeof registry === 'function' ? registry() : registry;
  });
  const onNewRelease = vi.fn();
  const watch = createReleaseWatch({
    name: 'mf_canvas',
    running,
    onNewRelease,
    readRegistry,
    lastReadAt: () => readAt,
    now: () => time,
  });
  return {
    watch,
    readRegistry,
    onNewRelease,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('createReleaseWatch', () => {
  it('reports a new release once, however often it is asked', async () => {
    const { watch, onNewRelease, readRegistry } = watchWith({ mf_canvas: newer });
    await watch.check('failure');
    await watch.check('failure');
    expect(onNewRelease).toHaveBeenCalledTimes(1);
    expect(onNewRelease).toHaveBeenCalledWith(newer);
    expect(readRegistry).toHaveBeenCalledTimes(1);
  });

  it('reports nothing while the running release is current', async () => {
    const { watch, onNewRelease } = watchWith({ mf_canvas: { ...running } });
    await watch.check('failure');
    expect(onNewRelease).not.toHaveBeenCalled();
  });

  it('reads the registry on focus or navigation at most once per interval', async () => {
    const { watch, readRegistry, advance, onNewRelease } = watchWith({ mf_canvas: newer });
    // The page read it just now (the loader did).
    await watch.check('activity');
    expect(readRegistry).not.toHaveBeenCalled();
    advance(RELEASE_CHECK_INTERVAL_MS - 1);
    await watch.check('activity');
    expect(readRegistry).not.toHaveBeenCalled();
    advance(1);
    await watch.check('activity');
    expect(readRegistry).toHaveBeenCalledTimes(1);
    expect(onNewRelease).toHaveBeenCalledWith(newer);
  });

  it('checks at once after a failure, whatever the interval', async () => {
    const { watch, readRegistry } = watchWith({ mf_canvas: { ...running } });
    await watch.check('failure');
    await watch.check('failure');
    expect(readRegistry).toHaveBeenCalledTimes(2);
  });

  it('asks once while a check is under way', async () => {
    let answer!: (registry: RemoteReleases) => void;
    const { watch, readRegistry, onNewRelease } = watchWith(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const first = watch.check('failure');
    await watch.check('failure');
    answer({ mf_canvas: newer });
    await first;
    expect(readRegistry).toHaveBeenCalledTimes(1);
    expect(onNewRelease).toHaveBeenCalledTimes(1);
  });

  it('shrugs off a registry it cannot read, and tries again next time', async () => {
    let reachable = false;
    const { watch, onNewRelease } = watchWith(async () => {
      if (!reachable) throw new TypeError('Failed to fetch');
      return { mf_canvas: newer };
    });
    await expect(watch.check('failure')).resolves.toBeUndefined();
    reachable = true;
    await watch.check('failure');
    expect(onNewRelease).toHaveBeenCalledWith(newer);
  });
});
