/** The whole console at an address, as the browser runs it under /ops (the router's basename left out). */
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { OpsRoutes } from '../app/ops-routes';

/** Where the console is now (path and query), for tests that follow a redirect. */
function Address() {
  const location = useLocation();
  return <output data-testid="address" hidden>{`${location.pathname}${location.search}`}</output>;
}

export function renderConsole(address: string) {
  return render(
    <MemoryRouter initialEntries={[address]}>
      <OpsRoutes />
      <Address />
    </MemoryRouter>,
  );
}
