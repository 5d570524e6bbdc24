// Which auth dialog is open: none, sign in, sign up or forgot password.
import { atom } from 'nanostores';
import { ISLAND, wakeIsland } from '../browser/wake.ts';

export type AuthView = 'none' | 'signin' | 'signup' | 'forgot';
export const $authModal = atom<AuthView>('none');

export function openAuth(view: Exclude<AuthView, 'none'> = 'signin') {
  $authModal.set(view);
  // The dialog's host loads on first use: it reads the view set above as it wakes.
  wakeIsland(ISLAND.auth);
}

export function closeAuth() {
  $authModal.set('none');
}
