/**
 * Super Settings → Auth's session limits: what an operator may save (whole hours 1–720, idle
 * minutes 30–1440, idle never longer than the maximum) and the limits identity holds sessions
 * to whatever copy it has.
 */
import { effectiveSessionLimits, SESSION_LIMIT_MESSAGES, sessionLimitsProblem } from '../src';

describe('saving session limits', () => {
  it.each([
    [24, 60],
    [1, 30],
    [1, 60],
    [720, 1440],
  ])('accepts %i hours with %i idle minutes', (sessionMaxHours, sessionIdleMinutes) => {
    expect(sessionLimitsProblem({ sessionMaxHours, sessionIdleMinutes })).toBeUndefined();
  });

  it.each([
    [0, 60, SESSION_LIMIT_MESSAGES.maxHours],
    [721, 60, SESSION_LIMIT_MESSAGES.maxHours],
    [1.5, 60, SESSION_LIMIT_MESSAGES.maxHours],
    [24, 29, SESSION_LIMIT_MESSAGES.idleMinutes],
    [24, 1441, SESSION_LIMIT_MESSAGES.idleMinutes],
    [1, 61, SESSION_LIMIT_MESSAGES.idleOverMax],
  ])('refuses %p hours with %p idle minutes', (sessionMaxHours, sessionIdleMinutes, message) => {
    expect(sessionLimitsProblem({ sessionMaxHours, sessionIdleMinutes })).toBe(message);
  });

  it('names the bounds in its messages', () => {
    expect(SESSION_LIMIT_MESSAGES.maxHours).toMatch(/1 to 720/);
    expect(SESSION_LIMIT_MESSAGES.idleMinutes).toMatch(/30 to 1440/);
  });
});

describe('limits identity applies', () => {
  it('are the spec defaults (24 hours, 60 minutes) when nothing was saved', () => {
    expect(effectiveSessionLimits({})).toEqual({ maxHours: 24, idleMinutes: 60 });
  });

  it('bring a value saved before the bounds existed inside them', () => {
    expect(effectiveSessionLimits({ sessionMaxHours: 2160, sessionIdleMinutes: 5 })).toEqual({
      maxHours: 720,
      idleMinutes: 30,
    });
    expect(effectiveSessionLimits({ sessionMaxHours: 1, sessionIdleMinutes: 600 })).toEqual({
      maxHours: 1,
      idleMinutes: 60,
    });
  });
});
