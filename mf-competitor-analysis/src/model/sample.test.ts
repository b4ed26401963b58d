import { competitorAnalysisContent } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { sampleAnalysis } from './sample';
import { toWire } from './wire';

describe('the guest sample', () => {
  const sample = sampleAnalysis();

  it('is three competitors with text and Yes or No criteria', () => {
    expect(sample.rows).toHaveLength(3);
    expect(new Set(sample.columns.map((column) => column.type))).toEqual(
      new Set(['string', 'boolean']),
    );
  });

  it("would pass the server's checks as it is", () => {
    const result = competitorAnalysisContent.safeParse({
      name: sample.name,
      competitors: toWire(sample),
    });
    expect(result.success).toBe(true);
  });
});
