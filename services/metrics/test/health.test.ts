/** App Health's query arithmetic: every window's range query stays under Prometheus's limit. */
import { MAX_POINTS, parseRuleWindow, parseWindow, stepFor, WINDOWS } from '../src/domain/health';

describe('range query step', () => {
  it.each(Object.entries(WINDOWS))('keeps the %s window under 11,000 points', (_name, seconds) => {
    const points = Math.floor(seconds / stepFor(seconds)) + 1;
    expect(points).toBeLessThanOrEqual(MAX_POINTS);
    expect(stepFor(seconds)).toBeGreaterThanOrEqual(15);
  });

  it('stays under the limit even for a range far longer than any window', () => {
    const year = 365 * 86_400;
    expect(Math.floor(year / stepFor(year)) + 1).toBeLessThanOrEqual(MAX_POINTS);
  });
});

describe('window', () => {
  it('defaults to 24h and refuses anything but 1h, 24h, 7d or 30d', () => {
    expect(parseWindow('')).toBe('24h');
    expect(parseWindow('7d')).toBe('7d');
    expect(() => parseWindow('2y')).toThrow('window must be 1h, 24h, 7d or 30d');
  });
});

describe('rule window', () => {
  it('takes 5m, 15m or 1h, the windows an alert rule judges, and nothing else', () => {
    expect(parseRuleWindow('5m')).toBe('5m');
    expect(parseRuleWindow('15m')).toBe('15m');
    expect(parseRuleWindow('1h')).toBe('1h');
    for (const bad of ['', '24h', '5'])
      expect(() => parseRuleWindow(bad)).toThrow('window must be 5m, 15m or 1h');
  });
});
