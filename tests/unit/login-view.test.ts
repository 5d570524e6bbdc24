// The /login page's choices from the request alone: which intent a post is, which view of the
// panel answers it, and the status of a sign-up that did not sign in.
import { describe, expect, it } from 'vitest';
import { loginIntent, loginView, signUpStatus } from '../../src/lib/identity/login-view.ts';

describe('login intent', () => {
  it('reads sign-up and recovery, and takes anything else for a sign-in', () => {
    expect(loginIntent('signup')).toBe('signup');
    expect(loginIntent('forgot')).toBe('forgot');
    for (const said of ['signin', '', 'SIGNUP', 'delete', null, new File([], 'intent')])
      expect(loginIntent(said)).toBe('signin');
  });
});

describe('login view', () => {
  it('opens the view ?view= names on a GET, sign-in for anything else', () => {
    expect(loginView(null, undefined, 'signup')).toBe('signup');
    expect(loginView(null, undefined, 'forgot')).toBe('forgot');
    expect(loginView(null, undefined, 'signin')).toBe('signin');
    expect(loginView(null, undefined, 'admin')).toBe('signin');
    expect(loginView(null, undefined, null)).toBe('signin');
  });

  it('answers a refused sign-up with the sign-up form, whatever ?view= says', () => {
    expect(loginView('signup', undefined, 'forgot')).toBe('signup');
    expect(loginView('signup', null, null)).toBe('signup');
  });

  it('answers an account to verify and a recovery post with sign-in', () => {
    expect(loginView('signup', 'Check your email', 'signup')).toBe('signin');
    expect(loginView('forgot', 'Not available', 'forgot')).toBe('signin');
    expect(loginView('signin', undefined, 'signup')).toBe('signin');
  });
});

describe('sign-up status', () => {
  it('is 200 for an account to verify, 502 when the marketplace is down, else 400', () => {
    expect(signUpStatus({ kind: 'verify' })).toBe(200);
    expect(signUpStatus({ kind: 'unavailable' })).toBe(502);
    expect(signUpStatus({ kind: 'refused', message: 'taken', fields: {} })).toBe(400);
    // The form itself was refused: the marketplace was never asked.
    expect(signUpStatus(null)).toBe(400);
  });
});
