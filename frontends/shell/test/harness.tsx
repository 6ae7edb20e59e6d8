import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ApiClient } from '@portico/frontend-kit';
import { AppProviders } from '../src/AppProviders';
import type { RemoteLoader } from '../src/federation/RemoteLoaderContext';

type Answer = { status: number; body: unknown };

/** An ApiClient whose gateway answers by path; unknown paths are 404 like the real gateway. */
export function scriptedApi(routes: Record<string, Answer | (() => Answer)>) {
  const calls: string[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    const path = url.split('?')[0]!;
    calls.push(`${init.method} ${path}`);
    const entry = routes[`${init.method} ${path}`];
    const answer =
      typeof entry === 'function'
        ? entry()
        : (entry ?? { status: 404, body: { error: 'Not found', code: 'not_found' } });
    return {
      ok: answer.status < 300,
      status: answer.status,
      statusText: '',
      json: async () => answer.body,
      text: async () => JSON.stringify(answer.body),
    };
  }) as unknown as typeof fetch;
  return { api: new ApiClient('', fetchImpl), calls };
}

export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const noRemotes: RemoteLoader = async (name) => {
  throw new Error(`no remote ${name} in unit tests`);
};

export function renderAt(
  path: string,
  ui: ReactElement,
  api: ApiClient,
  loader: RemoteLoader = noRemotes,
) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders api={api} loader={loader}>
        {ui}
        <Routes>
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </AppProviders>
    </MemoryRouter>,
  );
}
