import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { table } from '../model/test-tables';
import { TableThumbnail } from './TableThumbnail';

/** Each row of the thumbnail's table as its cells' text. */
const rowsOf = (node: HTMLElement) =>
  [...node.querySelectorAll('tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent),
  );

describe('TableThumbnail', () => {
  it("pictures the table's corner: names, the first two criteria, yes/no and '-' as shown", () => {
    const analysis = table(
      [
        ['Price', 'string'],
        ['Free trial', 'boolean'],
        ['Platforms', 'string'],
      ],
      Array.from({ length: 8 }, (_, r): [string, string, boolean, string] => [
        r === 1 ? '' : `App ${r + 1}`,
        r === 2 ? '' : `€${r + 1}`,
        r % 2 === 0,
        'Web',
      ]),
    );
    const nodeRef = createRef<HTMLDivElement>();
    render(<TableThumbnail analysis={analysis} nodeRef={nodeRef} />);
    expect(rowsOf(nodeRef.current!)).toEqual([
      ['Competitor', 'Price', 'Free trial'],
      ['App 1', '€1', 'Yes'],
      ['-', '€2', 'No'],
      ['App 3', '-', 'Yes'],
      ['App 4', '€4', 'No'],
      ['App 5', '€5', 'Yes'],
      ['App 6', '€6', 'No'],
    ]);
  });

  it('is hidden from assistive technology and from the keyboard (the grid says the same)', () => {
    render(
      <TableThumbnail
        analysis={table([['Price', 'string']], [['App', '€1']])}
        nodeRef={createRef()}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('rowheader')).toBeNull();
    const frame = document.querySelector('.ca-thumbnail-frame')!;
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    expect(frame.hasAttribute('inert')).toBe(true);
  });
});
