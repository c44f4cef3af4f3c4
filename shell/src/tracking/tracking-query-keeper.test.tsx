import { useEffect } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { tracking } from '@m/shared';
import { redirectPolicy } from './init-tracking';
import { TrackingQueryKeeper } from './tracking-query-keeper';

/** The address the router shows, and a way to move it, as the last render left them. */
const probe = { seen: '', go: (to: string): void => void to };
function Probe() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    probe.seen = `${location.pathname}${location.search}`;
    probe.go = (to) => void navigate(to);
  });
  return null;
}

describe('tracking parameters in the address', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('puts the visit parameters back after a navigation that dropped them', () => {
    tracking.init({
      location: { search: '?affiliateCode=aff1&gclid=G', hostname: 'demo.example' },
      policy: redirectPolicy('http://localhost'),
    });
    render(
      <MemoryRouter initialEntries={['/home?affiliateCode=aff1&gclid=G']}>
        <TrackingQueryKeeper />
        <Probe />
      </MemoryRouter>,
    );
    expect(probe.seen).toBe('/home?affiliateCode=aff1&gclid=G');
    act(() => probe.go('/activity?id=3'));
    expect(probe.seen).toBe('/activity?id=3&affiliateCode=aff1&gclid=G');
  });

  it('allows as redirect targets only the routes of the route table', () => {
    const policy = redirectPolicy('http://localhost');
    expect(policy.isAllowedRoute('member/home')).toBe(true);
    expect(policy.isAllowedRoute('admin')).toBe(false);
  });
});
