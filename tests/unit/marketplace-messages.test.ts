// The marketplace answers in English whatever the page's language: its known refusals are shown
// translated, an unknown one once, after a translated lead.
import { describe, expect, it } from 'vitest';
import {
  fieldRefusals,
  marketplaceKey,
  marketplaceMessage,
} from '../../src/lib/domain/account/marketplace-messages.ts';
import { translator } from '../../src/lib/i18n/index.ts';

describe('marketplace messages', () => {
  it('knows the sign-in, sign-up and profile refusals by code or exact text', () => {
    expect(marketplaceKey({ code: 'auth-001', message: 'anything' })).toBe('auth.credentialsMismatch');
    expect(marketplaceKey({ code: 'x', message: 'User credential does not match' })).toBe('auth.credentialsMismatch');
    expect(marketplaceKey({ code: 'auth-003', message: 'Your account is blocked' })).toBe('auth.accountBlocked');
    expect(marketplaceKey({ code: 'email', message: 'The email has already been taken.' })).toBe('auth.emailTaken');
    expect(marketplaceKey({ code: 'phone', message: 'The phone has already been taken.' })).toBe('auth.phoneTaken');
    expect(marketplaceKey({ code: 'otp', message: 'Failed to send the code' })).toBeNull();
  });

  it('shows each in the language of the page, an unknown one after a translated lead', () => {
    for (const lang of ['ar', 'tr'] as const) {
      const t = translator(lang);
      const known = marketplaceMessage(t, { code: 'auth-001', message: 'User credential does not match' });
      expect(known).not.toMatch(/credential/i);
      expect(known).toBe(t('auth.credentialsMismatch'));
      const unknown = marketplaceMessage(t, { code: 'otp', message: 'Failed to send the code' });
      expect(unknown).toBe(t('auth.marketplaceSaid', { message: 'Failed to send the code' }));
      expect(unknown.split('Failed to send the code')).toHaveLength(2);
      expect(t('auth.marketplaceSaid')).not.toBe(translator('en')('auth.marketplaceSaid'));
    }
    expect(marketplaceMessage(translator('en'), { code: 'x', message: '' })).toBe(translator('en')('common.error'));
  });

  it('gives each field its first refusal, translated, once', () => {
    const t = translator('ar');
    const fields = fieldRefusals(
      t,
      [
        { code: 'email', message: 'The email has already been taken.' },
        { code: 'email', message: 'The email field must be a valid email address.' },
        { code: 'phone', message: 'The phone has already been taken.' },
        { code: 'otp', message: 'x' },
      ],
      (code) => (code === 'email' || code === 'phone' ? code : null),
    );
    expect(fields).toEqual({ email: t('auth.emailTaken'), phone: t('auth.phoneTaken') });
  });
});
