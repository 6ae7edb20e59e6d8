import { timeRange } from '../src/health/TimeChart';

describe('the time axis of a chart', () => {
  const at = Date.parse('2026-11-22T21:58:00Z') / 1000;

  it('spans an hour either side of a single sample, whatever span uPlot offered', () => {
    // uPlot's own one-point span: a day in milliseconds read as seconds, about 2.7 years.
    expect(timeRange([at], at, at + 86_400_000)).toEqual([at - 3600, at + 3600]);
  });

  it('keeps the span of two or more samples as uPlot computed it', () => {
    expect(timeRange([at, at + 60], at, at + 60)).toEqual([at, at + 60]);
  });
});
