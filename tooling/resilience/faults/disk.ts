/**
 * Content's upload folder full. Uploads are refused with 507 and a message a person
 * understands, nothing partial stays behind, every other route keeps working, and uploads
 * work again once there is room.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pause, until, type FaultRun, type Rehearsal } from '../rehearsal';
import { describeFailures, lastFailureAnsweredAt, succeeded, windowStats } from '../stats';

const RECOVERY_LIMIT_MS = 60_000;
const isUpload = (kind: string) => kind.includes('/api/files/uploads');

/** Entries of content's tus folder changed between two moments (epoch ms). */
function touchedBetween(dir: string, from: number, to: number): string[] {
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.filter((name) => {
    try {
      const { mtimeMs } = statSync(path.join(dir, name));
      return mtimeMs >= from && mtimeMs <= to;
    } catch {
      return false;
    }
  });
}

export function diskFull(r: Rehearsal) {
  return ({ notes }: { notes: string[] }): FaultRun => {
    let filledAt = 0;
    let freedAt = 0;
    let leftovers: string[] = [];
    return {
      async inject() {
        filledAt = Date.now();
        const filled = r.disk.fill();
        notes.push(
          `filled with ${(filled / 1024 / 1024).toFixed(1)} MiB; ${r.disk.available()} bytes left`,
        );
        await pause(r.options.diskSeconds * 1000);
        r.disk.free();
        freedAt = Date.now();
      },
      async recovered() {
        const healedAt = r.clock();
        await until(
          () =>
            r.load.samples.some(
              (s) =>
                isUpload(s.kind) &&
                s.dueAt > healedAt &&
                succeeded(s) &&
                s.kind.startsWith('PATCH'),
            ),
          RECOVERY_LIMIT_MS,
        );
        // What the refused uploads were writing when the disk filled must be gone by now.
        leftovers = touchedBetween(path.join(r.filesRoot, '.uploads'), filledAt, freedAt);
      },
      judge(view) {
        const uploads = view.samples.during.filter((s) => isUpload(s.kind));
        const refused = uploads.filter((s) => s.status === 507);
        const wrong = uploads.filter((s) => !succeeded(s) && s.status !== 507);
        const others = windowStats(
          [...view.samples.during, ...view.samples.after].filter((s) => !isUpload(s.kind)),
        );
        const last = lastFailureAnsweredAt([...view.samples.after].filter((s) => isUpload(s.kind)));
        view.setRecovery(
          last === undefined ? 0 : Math.max(last - view.healedAt, 0),
          'room was made until uploads succeeded again',
        );
        const messages = [...new Set(refused.map((s) => s.answer ?? ''))];
        notes.push(`what a refused upload was told: ${messages.slice(0, 2).join(' | ') || '—'}`);
        return [
          {
            text: 'uploads while the disk was full were refused with 507 and a message, nothing else',
            kept:
              refused.length > 0 &&
              wrong.length === 0 &&
              messages.every((m) => /"error":"[^"]{10,}/.test(m)),
            detail: `${refused.length} × 507; others: ${describeFailures(windowStats(wrong).failed)}`,
          },
          {
            text: 'nothing of a refused upload was left behind',
            kept: leftovers.length === 0,
            detail: leftovers.length
              ? `${leftovers.length} entries in .uploads: ${leftovers.slice(0, 3).join(', ')}`
              : undefined,
          },
          {
            text: 'every other route kept succeeding',
            kept: others.sent === others.succeeded,
            detail: others.sent === others.succeeded ? undefined : describeFailures(others.failed),
          },
          {
            text: `uploads succeeded again within ${RECOVERY_LIMIT_MS / 1000} s of making room`,
            kept: view.samples.after.some((s) => isUpload(s.kind) && succeeded(s)),
          },
        ];
      },
    };
  };
}
