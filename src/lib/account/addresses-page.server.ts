// Server-only: the saved-addresses page (/addresses): the customer's list with add, edit and
// delete (confirmed on a page of its own). Every action is a plain form post there, so it all
// works without JavaScript; a refused form comes back with what was typed and why.
import { getAddresses } from '../api/aftercare.ts';
import type { AddressList } from '../api/schemas/aftercare.ts';
import type { SavedAddress } from '../domain/ordering/address-rules.ts';
import { paths } from '../paths.ts';
import { readFormBody } from '../server/request/json-body.ts';
import { type AddressOutcome, type AddressValues, submitAddress } from './addresses.server.ts';
import { type AddressesView, addressesView, blankAddress, type RefusedAddress } from './addresses-view.ts';
import { type Loaded, loadAccount } from './load.server.ts';
import type { PageContext } from '../server/request/page-context.ts';

/** The request as the page (the Astro global) gives it. */
export type AddressesContext = PageContext<'prefs' | 'localizedUrl'>;

export interface AddressesPage extends AddressesView {
  loaded: Loaded<AddressList>;
  addresses: SavedAddress[];
  /** The post this page answers, refused: its form again with what was typed and why. */
  refused: RefusedAddress | null;
  /** The add form's start. */
  blank: AddressValues;
}

/** A redirect to answer with, or what the page shows. */
export async function addressesPage(page: AddressesContext): Promise<Response | AddressesPage> {
  const { prefs, localizedUrl } = page.locals;
  const action = localizedUrl(paths.addresses);
  let refused: RefusedAddress | null = null;
  if (page.request.method === 'POST') {
    const read = await readFormBody(page.request);
    const outcome: AddressOutcome = read.ok
      ? await submitAddress(read.form, { cookies: page.cookies, prefs })
      : {
          kind: 'refused',
          status: read.reason === 'too_large' ? 413 : 400,
          intent: 'add',
          id: null,
          values: {} as AddressValues,
          fields: {},
          message: 'aftercare.address.saveFailed',
        };
    if (outcome.kind === 'done') return page.redirect(`${action}?done=${outcome.done}`, 303);
    if (outcome.kind === 'refused') {
      refused = outcome;
      page.response.status = outcome.status;
      if (outcome.status === 413) page.response.headers.set('Connection', 'close');
    }
  }
  const loaded = await loadAccount(page, (ctx) => getAddresses(ctx));
  const addresses = loaded.state === 'ready' ? loaded.data.addresses : [];
  return {
    loaded,
    addresses,
    refused,
    blank: blankAddress(prefs.location),
    ...addressesView(addresses, refused, page.url.searchParams),
  };
}
