import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { ApiClient } from '@portico/frontend-kit';
import { AppProviders } from '../src/AppProviders';
import type { RemoteLoader } from '../src/federation/RemoteLoaderContext';

export { scriptedApi } from '@portico/frontend-kit/testing/scriptedApi';

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
