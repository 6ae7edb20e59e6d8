/**
 * Sessions identity has ended (sign-out, password change or reset, refresh-token reuse,
 * super-admin demotion) whose access tokens could still be unexpired. Identity announces
 * each revocation as a `sessions_revoked` user event; every gateway replica reads it
 * (access/events.ts) and refuses the session's tokens here until they would have expired.
 *
 * A process that starts after an announcement never saw it, so the first time a process
 * meets a session it asks identity once (CheckSession); after that the events keep it
 * current. Both maps are bounded and forget entries whose tokens are expired anyway.
 */
const MAX_ENTRIES = 100_000;
/** How long a session confirmed active is trusted without asking again (events cover it). */
const CHECKED_TTL_MS = 15 * 60 * 1000;

export class RevokedSessions {
  private readonly revoked = new Map<string, number>();
  private readonly checked = new Map<string, number>();
  private readonly listeners: Array<(sessionIds: readonly string[]) => void> = [];

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  /** Told of every revocation (the live streams of those sessions end: live/hub.ts). */
  onRevoke(listener: (sessionIds: readonly string[]) => void): void {
    this.listeners.push(listener);
  }

  /** Called for every `sessions_revoked` event. */
  revoke(sessionIds: readonly string[], untilMs: number): void {
    for (const listener of this.listeners) listener(sessionIds);
    for (const id of sessionIds) {
      this.checked.delete(id);
      this.revoked.delete(id);
      this.revoked.set(id, untilMs);
      this.trim(this.revoked);
    }
  }

  isRevoked(sessionId: string): boolean {
    const until = this.revoked.get(sessionId);
    if (until === undefined) return false;
    if (until <= this.now()) {
      this.revoked.delete(sessionId);
      return false;
    }
    return true;
  }

  /** True when this process has already confirmed the session with identity. */
  isKnownActive(sessionId: string): boolean {
    const at = this.checked.get(sessionId);
    if (at === undefined) return false;
    if (at + CHECKED_TTL_MS <= this.now()) {
      this.checked.delete(sessionId);
      return false;
    }
    return true;
  }

  markActive(sessionId: string): void {
    if (this.revoked.has(sessionId)) return;
    this.checked.delete(sessionId);
    this.checked.set(sessionId, this.now());
    this.trim(this.checked);
  }

  private trim(map: Map<string, number>): void {
    while (map.size > this.maxEntries) {
      const oldest = map.keys().next();
      if (oldest.done) return;
      map.delete(oldest.value);
    }
  }
}
