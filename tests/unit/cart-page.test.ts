// The cart page's decisions (src/lib/cart/cart-page.server.ts): which state a visitor sees before
// the cart is asked for, what a failed cart load means, and the order form's contact fields
// filled from the profile.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/lib/api/errors.ts';
import { cartFailure, cartState, contactOf } from '../../src/lib/cart/cart-page.server.ts';

describe('the cart page state', () => {
  it('is "unavailable" while the marketplace cannot be asked, whoever is asking', () => {
    expect(cartState({ who: null, unavailable: true }, false)).toBe('unavailable');
  });

  it('is ready for a customer, a guest, and a visitor the marketplace lets order as a guest', () => {
    expect(cartState({ who: { token: 'x' }, unavailable: false }, false)).toBe('ready');
    expect(cartState({ who: { guestId: 7 }, unavailable: false }, true)).toBe('ready');
    expect(cartState({ who: null, unavailable: false }, true)).toBe('ready');
  });

  it('asks a visitor to sign in when guests may not order', () => {
    expect(cartState({ who: null, unavailable: false }, false)).toBe('signed-out');
  });
});

describe('a failed cart load', () => {
  const unauthorized = new ApiError(401, 'auth-001', 'Unauthenticated.');

  it('forgets a guest the marketplace no longer knows, and signs out a refused session', () => {
    expect(cartFailure(unauthorized, null)).toBe('forget-guest');
    expect(cartFailure(unauthorized, 'token')).toBe('signed-out');
  });

  it('is the page error for anything else', () => {
    expect(cartFailure(new ApiError(500, 'server', 'Oops'), 'token')).toBe('error');
    expect(cartFailure(new ApiError(0, 'timeout', 'Timed out'), null)).toBe('error');
    expect(cartFailure(new Error('401'), null)).toBe('error');
  });
});

describe('the contact fields', () => {
  const start = {
    contact_person_name: '',
    contact_person_number: '',
    contact_person_email: '',
    address: 'Near the mosque',
    order_note: '',
  };

  it('take the profile name, phone and email and keep the address the visitor chose', () => {
    expect(contactOf({ f_name: 'Aylin', l_name: 'Kaya', phone: '+905551112233', email: 'a@k.test' }, start)).toEqual({
      ...start,
      contact_person_name: 'Aylin Kaya',
      contact_person_number: '+905551112233',
      contact_person_email: 'a@k.test',
    });
  });

  it('leave out what the profile lacks (no stray space for a missing last name)', () => {
    expect(contactOf({ f_name: 'Omar', l_name: '', phone: '', email: '' }, start)).toMatchObject({
      contact_person_name: 'Omar',
      contact_person_number: '',
      contact_person_email: '',
    });
  });
});
