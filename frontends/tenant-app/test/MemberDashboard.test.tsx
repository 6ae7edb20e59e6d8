import { welcomeText } from '../src/screens/MemberDashboard';

describe('member dashboard', () => {
  it.each([
    ['Jamie', 'Rivera', 'Welcome back, Jamie Rivera!'],
    [null, null, 'Welcome back!'],
    ['  ', 'Rivera', 'Welcome back, Rivera!'],
  ])('greets %s %s as "%s"', (first, last, text) => {
    expect(welcomeText(first, last)).toBe(text);
  });
});

// The recent uploads' times ('5s ago', '3 min ago', ...) are the kit's formatTimeAgo, tested in
// frontends/kit/test/format.test.ts.
