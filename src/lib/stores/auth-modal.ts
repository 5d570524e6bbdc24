// Which auth dialog is open: none, sign in, sign up or forgot password.
import { atom } from 'nanostores';

export type AuthView = 'none' | 'signin' | 'signup' | 'forgot';
export const $authModal = atom<AuthView>('none');

export function openAuth(view: Exclude<AuthView, 'none'> = 'signin') {
  $authModal.set(view);
}

export function closeAuth() {
  $authModal.set('none');
}
