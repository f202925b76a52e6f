import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target';

const params = (query: string) => new URLSearchParams(query);

describe('redirectTarget', () => {
  it('follows ?redirect= to a page of this site, with its query', () => {
    expect(redirectTarget(params('redirect=%2Fmanage-students%3Fq%3Dann'), null)).toBe(
      '/manage-students?q=ann',
    );
  });

  it('falls back to the router state, then to the dashboard', () => {
    expect(redirectTarget(params(''), { from: { pathname: '/calendar' } })).toBe('/calendar');
    expect(redirectTarget(params(''), { from: '/feeds' })).toBe('/feeds');
    expect(redirectTarget(params(''), undefined)).toBe('/');
  });

  it('refuses other sites and the sign-in pages themselves', () => {
    for (const bad of ['https://evil.example/', '//evil.example', '/\\evil.example', 'feeds']) {
      expect(redirectTarget(params(`redirect=${encodeURIComponent(bad)}`), null)).toBe('/');
    }
    expect(redirectTarget(params('redirect=%2Fpages%2Flogin'), null)).toBe('/');
    expect(redirectTarget(params('redirect=%2Fauthorize%3Flog_out%3Dtrue'), null)).toBe('/');
  });
});
