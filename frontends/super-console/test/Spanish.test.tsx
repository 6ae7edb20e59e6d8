/**
 * The console in the operator's language (issue 26 item 5): every word of a screen comes from
 * the console's catalogue, so a super admin who chose Spanish reads Spanish, counts in Spanish
 * plurals and numbers in Spanish notation.
 */
import { screen, within } from '@testing-library/react';
import { LOCALE_STORAGE_KEY } from '@portico/frontend-kit';
import { renderConsole } from './support/renderConsole';

afterEach(() => localStorage.clear());

describe('the super console in Spanish', () => {
  it('shows Queues & Jobs in Spanish, with only the actions a job allows', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'es');
    renderConsole(
      '/super/jobs',
      {
        'GET /api/jobs/depth': { status: 200, body: { queued: 3, running: 1, failedLast24h: 2 } },
        'GET /api/jobs/recent': {
          status: 200,
          body: {
            jobs: [
              {
                id: 'f0000000-0000-4000-8000-000000000001',
                queue: 'email',
                status: 'failed',
                runtimeMs: 120,
                attempts: 6,
                errorExcerpt: 'connect ECONNREFUSED',
                createdAt: '2026-12-01T09:00:00.000Z',
              },
            ],
          },
        },
        'GET /api/jobs/cron': {
          status: 200,
          body: {
            cron: [
              {
                name: 'rules.evaluate',
                schedule: '* * * * *',
                lastRunAt: null,
                nextRunAt: null,
                enabled: true,
              },
            ],
          },
        },
      },
      { inLanguage: true },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Colas y tareas' }),
    ).toBeInTheDocument();
    const jobs = await screen.findByRole('table', {
      name: 'Tareas recientes, las más nuevas primero',
    });
    expect(within(jobs).getByRole('button', { name: 'Reintentar la tarea f0000000' })).toBeTruthy();
    expect(within(jobs).queryByRole('button', { name: /Cancelar/ })).toBeNull();
    const cron = await screen.findByRole('table', { name: 'Programaciones de cron' });
    expect(within(cron).getByText('Sí')).toBeInTheDocument();
    expect(screen.queryByText(/Retry|Recent Jobs|Queue depth/)).toBeNull();
  });

  it('writes Mission Control’s uptime with a decimal comma and its storage note with a plural', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'es');
    renderConsole(
      '/super',
      {
        'GET /api/metrics/uptime': { status: 200, body: { p24h: 99.95, p7d: null, p30d: null } },
        'GET /api/metrics/storage': {
          status: 200,
          body: { tenants: 4, usedBytes: 1_500_000, quotaBytes: null, unlimitedTenants: 2 },
        },
      },
      { inLanguage: true },
    );
    const status = await screen.findByRole('region', { name: 'Estado de la plataforma' });
    expect(await within(status).findByText('99,95 %')).toBeInTheDocument();
    expect(
      await within(status).findByText(
        '1,50 MB usados, sin cuota (2 inquilinos ilimitados fuera de la cuota)',
      ),
    ).toBeInTheDocument();
  });
});
