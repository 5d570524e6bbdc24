// Server-only: the edit-profile page (/update-profile), prefilled on the server from
// customer/info. The island's forms post there, so they work before the island is ready and
// without JavaScript: a save is checked and sent on the server (then back to the profile with a
// success message, or this form again with what was typed and why it was refused); a delete is
// confirmed on a page of its own, then done.
import { type Customer, getCustomerInfo } from '../api/index.ts';
import { fullName, type ProfileForm } from '../domain/account/profile-rules.ts';
import { paths } from '../paths.ts';
import { setFlash } from '../server/request/flash.ts';
import { isHttps } from '../server/request/security.ts';
import { type Loaded, loadAccount } from './load.server.ts';
import { deleteAccount, type ProfileMessages, readForm, saveProfile, unreadForm } from './save-profile.server.ts';
import type { PageContext } from '../server/request/page-context.ts';

/** The request as the page (the Astro global) gives it. */
export type EditProfileContext = PageContext<'prefs' | 't' | 'localizedUrl'>;

/** What a post left to show: the typed values and messages, or the delete confirmation. */
export interface EditProfilePosted {
  typed: ProfileForm | null;
  fieldMessages: ProfileMessages;
  failure: string | null;
  notice: string | null;
  confirmDelete: boolean;
  deleteFailure: string | null;
}

export interface EditProfilePage extends EditProfilePosted {
  loaded: Loaded<Customer>;
  customer: Customer | null;
  name: string;
}

const nothingPosted = (): EditProfilePosted => ({
  typed: null,
  fieldMessages: {},
  failure: null,
  notice: null,
  confirmDelete: false,
  deleteFailure: null,
});

/** A redirect to answer with, or what the page shows. */
export async function editProfilePage(page: EditProfileContext): Promise<Response | EditProfilePage> {
  let posted = nothingPosted();
  if (page.request.method === 'POST') {
    const answer = await editProfilePost(page);
    if (answer instanceof Response) return answer;
    posted = answer;
  }
  const loaded = await loadAccount(page, (ctx) => getCustomerInfo(ctx));
  const customer = loaded.state === 'ready' ? loaded.data : null;
  return { ...posted, loaded, customer, name: customer ? fullName(customer.f_name, customer.l_name) : '' };
}

async function editProfilePost(page: EditProfileContext): Promise<Response | EditProfilePosted> {
  const { prefs, t, localizedUrl } = page.locals;
  const context = { cookies: page.cookies, prefs, t };
  const posted = nothingPosted();
  const read = await readForm(page.request);
  if (read.ok && read.form.get('intent') === 'delete') {
    posted.confirmDelete = true;
    if (read.form.get('confirm') === 'yes') {
      const deleted = await deleteAccount(context);
      if (deleted.kind === 'deleted') {
        setFlash(page.cookies, { key: 'flash.accountDeleted' }, isHttps(page));
        return page.redirect(localizedUrl(paths.login), 303);
      }
      if (deleted.kind === 'refused') {
        posted.deleteFailure = deleted.message;
        page.response.status = deleted.status;
      }
    }
    return posted;
  }
  const outcome = read.ok ? await saveProfile(read.form, context) : unreadForm(read.reason, t);
  if (outcome.kind === 'saved') return page.redirect(`${localizedUrl(paths.profile)}?updated=1`, 303);
  if (outcome.kind === 'verification') {
    posted.typed = outcome.values;
    posted.notice = t('Editprofile.verificationNeeded');
  }
  if (outcome.kind === 'refused') {
    posted.typed = outcome.values;
    posted.fieldMessages = outcome.fields;
    posted.failure = outcome.message;
    page.response.status = outcome.status;
    // A body over the cap was not read to its end: the connection is closed after the answer.
    if (outcome.status === 413) page.response.headers.set('Connection', 'close');
    if (outcome.retryAfter) page.response.headers.set('Retry-After', String(outcome.retryAfter));
  }
  return posted;
}
