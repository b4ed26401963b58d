import { PLANNED_EDITORS, type PlannedEditor, readRemotesMap } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_REGISTRY,
  type Release,
  type ReleaseRegistry,
  withCurrent,
  withoutRemote,
  withRelease,
} from './registry.js';
import { remotesDocument } from './remotes-document.js';
import { editorFor } from './testing.js';

const at = '2026-01-01T00:00:00.000Z';
const release = (version: string, changes: Partial<Release> = {}): Release => ({
  version,
  commit: 'abc1234',
  publishedAt: at,
  ...changes,
});
const released = (registry: ReleaseRegistry, name: string, ...releases: Release[]) =>
  withCurrent(
    releases.reduce((r, added) => withRelease(r, name, added), registry),
    name,
    releases.at(-1)!.version,
  );

const persona = editorFor('mf_ux_persona', { type: 'uxPersona', route: 'uxpersonas' });
const empathy = editorFor('mf_empathy_map', { type: 'empathyMap', route: 'empathymap', order: 20 });
const notes = editorFor('mf_notes', { items: null });
const journey: PlannedEditor = {
  type: 'journeyMap',
  remote: 'mf_journey_map',
  order: 50,
  words: { en: { title: 'Customer Journey Maps', text: 'Follow a customer.' } },
  illustration: [],
};
const nothing = { served: [], planned: [] };

describe('remotesDocument', () => {
  it("gives each current release its manifest, its version and the release's own description", () => {
    const registry = released(EMPTY_REGISTRY, 'mf_notes', release('0.1.0+a', { editor: notes }));
    expect(remotesDocument(registry, nothing)).toEqual({
      mf_notes: {
        entry: '/remotes/mf-notes/0.1.0+a/mf-manifest.json',
        version: '0.1.0+a',
        editor: notes,
      },
    });
  });

  it("prefers the release's description to the API's, which stands in for a release without one", () => {
    const own = { ...persona, label: 'Persona, as released' };
    const withOwn = released(EMPTY_REGISTRY, 'mf_ux_persona', release('0.1.0+a', { editor: own }));
    expect(remotesDocument(withOwn, { served: [persona], planned: [] }).mf_ux_persona?.editor).toBe(
      own,
    );
    // A release published before releases carried descriptions.
    const old = released(EMPTY_REGISTRY, 'mf_ux_persona', release('0.1.0+a'));
    expect(remotesDocument(old, { served: [persona], planned: [] }).mf_ux_persona).toEqual({
      entry: '/remotes/mf-ux-persona/0.1.0+a/mf-manifest.json',
      version: '0.1.0+a',
      editor: persona,
    });
    // Neither: the shell knows the release but has nothing to list.
    expect(remotesDocument(old, nothing).mf_ux_persona).toEqual({
      entry: '/remotes/mf-ux-persona/0.1.0+a/mf-manifest.json',
      version: '0.1.0+a',
    });
  });

  it('lists an editor the API serves without a release: its items show, none opens', () => {
    const registry = released(EMPTY_REGISTRY, 'mf_notes', release('0.1.0+a', { editor: notes }));
    const document = remotesDocument(withoutRemote(registry, 'mf_notes'), {
      served: [persona, empathy],
      planned: [],
    });
    expect(document).toEqual({
      mf_ux_persona: { editor: persona },
      mf_empathy_map: { editor: empathy },
    });
    // As the shell reads it: listed, not available.
    expect(readRemotesMap(document).editors.map((e) => [e.remote, e.available])).toEqual([
      ['mf_ux_persona', false],
      ['mf_empathy_map', false],
    ]);
  });

  it('lists a remote in the registry with no current release by what the API serves', () => {
    const registry: ReleaseRegistry = {
      remotes: { mf_ux_persona: { current: null, releases: [] } },
    };
    expect(remotesDocument(registry, { served: [persona], planned: [] })).toEqual({
      mf_ux_persona: { editor: persona },
    });
  });

  it('announces a planned editor until an editor of its remote or its type is there', () => {
    const sources = { served: [], planned: [journey] };
    expect(remotesDocument(EMPTY_REGISTRY, sources)).toEqual({
      mf_journey_map: { planned: journey },
    });

    const sameRemote = editorFor('mf_journey_map', { type: 'journeyMap' });
    const byRemote = released(
      EMPTY_REGISTRY,
      'mf_journey_map',
      release('0.1.0+a', { editor: sameRemote }),
    );
    expect(remotesDocument(byRemote, sources)).toEqual({
      mf_journey_map: expect.objectContaining({ editor: sameRemote }),
    });

    const sameType = editorFor('mf_journeys', { type: 'journeyMap' });
    const byType = released(
      EMPTY_REGISTRY,
      'mf_journeys',
      release('0.1.0+a', { editor: sameType }),
    );
    expect(Object.keys(remotesDocument(byType, sources))).toEqual(['mf_journeys']);
  });

  it('offers every planned editor of the house when no editor of theirs exists', () => {
    const document = remotesDocument(EMPTY_REGISTRY, { served: [], planned: PLANNED_EDITORS });
    const read = readRemotesMap(document);
    expect(read.skipped).toEqual([]);
    expect(read.planned.map((p) => p.type)).toEqual(PLANNED_EDITORS.map((p) => p.type));
  });

  it('gives a map the shell reads whole: every part usable, nothing skipped', () => {
    const registry = released(
      released(EMPTY_REGISTRY, 'mf_notes', release('0.1.0+a', { editor: notes })),
      'mf_ux_persona',
      release('0.2.0+b', { editor: persona }),
    );
    const read = readRemotesMap(
      remotesDocument(registry, { served: [persona, empathy], planned: [journey] }),
    );
    expect(read.skipped).toEqual([]);
    expect(read.releases).toEqual({
      mf_notes: { entry: '/remotes/mf-notes/0.1.0+a/mf-manifest.json', version: '0.1.0+a' },
      mf_ux_persona: {
        entry: '/remotes/mf-ux-persona/0.2.0+b/mf-manifest.json',
        version: '0.2.0+b',
      },
    });
    expect(Object.fromEntries(read.editors.map((e) => [e.remote, e.available]))).toEqual({
      mf_notes: true,
      mf_ux_persona: true,
      mf_empathy_map: false,
    });
    expect(read.planned).toEqual([journey]);
  });
});
