import { describe, expect, it } from 'vitest';
import { sampleFlow } from '../model/sample';
import { flowSvg, wrap } from './svg';

const words = {
  name: 'Signing <in> & "out"',
  start: 'Opens',
  landing: 'Landing page',
  signedIn: 'Signed in?',
  signIn: 'Sign-in form',
  submit: 'Submits',
  valid: 'Correct?',
  error: 'Error',
  dashboard: 'Dashboard',
  done: 'Done',
  yes: 'Yes',
  no: 'No',
  note: 'A note',
};

describe('the SVG file', () => {
  it('is a well-formed SVG with a text per node, a line per connector and escaped words', () => {
    const sample = sampleFlow(words);
    // A screen with a picture: its <image> is part of the document too.
    const flow = {
      ...sample,
      nodes: sample.nodes.map((node, index) =>
        index === 1 ? { ...node, picture: 'data:image/png;base64,iVBORw0KGgo=' } : node,
      ),
    };
    const svg = flowSvg(flow, 'Untitled');
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.tagName).toBe('svg');
    expect(doc.querySelector('title')?.textContent).toBe(words.name);
    const texts = [...doc.querySelectorAll('text')].map((text) => text.textContent);
    expect(texts).toContain('Landing page');
    expect(doc.querySelector('image')?.getAttribute('x')).toBe('204');
    // Each connector: its line and its arrowhead.
    expect(doc.querySelectorAll('path[fill="none"]')).toHaveLength(flow.connectors.length);
  });

  it('wraps words into lines, cutting a word longer than a line and marking what is left out', () => {
    expect(wrap('one two three', 60, 3)).toEqual(['one two', 'three']);
    expect(wrap('abcdefghijklmnop', 40, 5)).toEqual(['abcde', 'fghij', 'klmno', 'p']);
    expect(wrap('a b c d e f g h', 20, 2)).toEqual(['a b', 'c d…']);
  });
});
