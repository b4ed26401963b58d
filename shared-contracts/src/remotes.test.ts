import { describe, expect, it } from 'vitest';
import { empathyMapEditor } from './editors/empathy-map/description.js';
import { PLANNED_EDITORS } from './editors/planned.js';
import { uxPersonaEditor } from './editors/ux-persona/description.js';
import { readRemotesMap } from './remotes.js';

const release = (version: string) => ({
  entry: `/remotes/x/${version}/mf-manifest.json`,
  version,
});

describe('readRemotesMap', () => {
  it('reads releases, editors (available or not) and planned ones, each in its order', () => {
    const read = readRemotesMap({
      mf_empathy_map: { ...release('1.0.0+a'), editor: empathyMapEditor },
      mf_ux_persona: { editor: uxPersonaEditor },
      mf_user_flow: { planned: PLANNED_EDITORS[1] },
      mf_journey_map: { planned: PLANNED_EDITORS[0] },
    });
    expect(read.releases).toEqual({ mf_empathy_map: release('1.0.0+a') });
    expect(read.editors.map((e) => [e.type, e.available])).toEqual([
      ['uxPersona', false],
      ['empathyMap', true],
    ]);
    expect(read.planned.map((p) => p.type)).toEqual(['journeyMap', 'userFlow']);
    expect(read.skipped).toEqual([]);
  });

  it('keeps a release whose description is missing, for the remote to load', () => {
    const read = readRemotesMap({ mf_canvas: release('0.1.0+b') });
    expect(read.releases.mf_canvas).toEqual(release('0.1.0+b'));
    expect(read.editors).toEqual([]);
  });

  it('skips what it cannot use, saying why, and keeps the rest', () => {
    const read = readRemotesMap({
      'Bad-Name': release('1.0.0'),
      mf_half: { entry: '/m.json' },
      mf_wrong: { ...release('1.0.0'), editor: { ...uxPersonaEditor, route: '' } },
      mf_other_name: { ...release('1.0.0'), editor: uxPersonaEditor },
      mf_ux_persona: { ...release('2.0.0'), editor: uxPersonaEditor },
      mf_second: { editor: { ...empathyMapEditor, remote: 'mf_second', route: 'uxpersonas' } },
      mf_string: '/m.json',
      mf_bad_plan: { planned: { ...PLANNED_EDITORS[0], words: {} } },
    });
    expect(read.editors.map((e) => e.remote)).toEqual(['mf_ux_persona']);
    expect(read.skipped.map((s) => s.split(':')[0])).toEqual([
      'Bad-Name',
      'mf_half',
      'mf_wrong',
      'mf_other_name',
      'mf_second',
      'mf_string',
      'mf_bad_plan',
    ]);
  });

  it('throws for a document that is not a map', () => {
    expect(() => readRemotesMap([])).toThrow('not an object');
    expect(() => readRemotesMap('x')).toThrow('not an object');
  });
});
