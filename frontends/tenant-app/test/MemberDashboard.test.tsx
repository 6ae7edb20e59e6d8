import { welcomeText } from '../src/screens/MemberDashboard';
import { relativeTime } from '../src/relativeTime';

describe('member dashboard', () => {
  it.each([
    ['Jamie', 'Rivera', 'Welcome back, Jamie Rivera!'],
    [null, null, 'Welcome back!'],
    ['  ', 'Rivera', 'Welcome back, Rivera!'],
  ])('greets %s %s as "%s"', (first, last, text) => {
    expect(welcomeText(first, last)).toBe(text);
  });
});

describe('recent uploads times', () => {
  const now = Date.parse('2026-01-10T12:00:00Z');
  it.each([
    ['2026-01-10T11:59:55Z', '5s ago'],
    ['2026-01-10T11:57:00Z', '3 min ago'],
    ['2026-01-10T10:00:00Z', '2 hr ago'],
    ['2026-01-06T12:00:00Z', '4d ago'],
  ])('%s reads %s', (iso, text) => {
    expect(relativeTime(iso, now)).toBe(text);
  });
});
