// Edit profile: photo (checked by its size and first bytes before sending, with a preview), name,
// email, phone, save and cancel; and deleting the account behind a confirmation. Both are real
// forms posting to the page, so a tap before this island is ready (or without JavaScript) still
// sends a POST the server handles; once ready, the island saves through /api/profile instead.
import { useEffect, useRef, useState, type ChangeEvent, type SubmitEvent, type MouseEvent } from 'react';
import { toast } from 'sonner';
import { ClientError, storefrontFetch } from '../../lib/browser/http.ts';
import { useTypedBeforeHydration } from '../../lib/browser/typed-before-hydration.ts';
import {
  PHOTO_HEAD_BYTES,
  photoProblem,
  PROFILE_FIELDS,
  profileErrors,
  type ProfileField,
  type ProfileForm,
} from '../../lib/domain/profile-rules.ts';
import { pickedTranslator, type Lang } from '../../lib/i18n/client.ts';
import { Field } from '../auth/fields.tsx';

type Errors = Partial<Record<ProfileField | 'image', string>>;

interface Props {
  lang: Lang;
  strings: Record<string, string>;
  /** The saved values, or what was typed when the page's form post was refused. */
  initial: ProfileForm;
  /** Messages of a refused form post, already translated. */
  initialErrors?: Errors;
  initialFailure?: string | null;
  initialNotice?: string | null;
  /** The current photo, already a resized URL; null when there is none. */
  photoUrl: string | null;
  initialLetter: string;
  /** Where the forms post when the island is not running: this page. */
  action: string;
  profileHref: string;
  loginHref: string;
}

/** After a successful save the spec goes back to the profile after 1.5 s. */
export const REDIRECT_DELAY_MS = 1500;

/** A 4xx answer carries the server's own reason; anything else gets our generic message. */
function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ClientError && error.status > 0 && error.status < 500 && error.message
    ? error.message
    : fallback;
}

export default function EditProfile(props: Props) {
  const { lang, strings, initial, photoUrl, initialLetter, action, profileHref, loginHref } = props;
  const t = pickedTranslator(lang, strings);
  const [form, setForm] = useState<ProfileForm>(initial);
  const [errors, setErrors] = useState<Errors>(props.initialErrors ?? {});
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(photoUrl);
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [failure, setFailure] = useState<string | null>(props.initialFailure ?? null);
  const [notice, setNotice] = useState<string | null>(props.initialNotice ?? null);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, setForm);

  const set = (key: ProfileField) => (e: ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  async function choosePhoto(e: ChangeEvent<HTMLInputElement>) {
    const input = e.target;
    const file = input.files?.[0];
    if (!file) return;
    // Judged by its first bytes, not its name or claimed type; the server decodes it fully.
    const head = new Uint8Array(
      await file
        .slice(0, PHOTO_HEAD_BYTES)
        .arrayBuffer()
        .catch(() => new ArrayBuffer(0)),
    );
    if (input.files?.[0] !== file) return;
    const problem = photoProblem(file, head);
    if (problem) {
      input.value = '';
      setPhoto(null);
      setPreview(photoUrl);
      setErrors((current) => ({ ...current, image: t(problem) }));
      return;
    }
    setErrors(({ image: _image, ...rest }) => rest);
    setPhoto(file);
    // A data: URL, not a blob: one: the page's image policy allows data: only.
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : photoUrl);
    reader.readAsDataURL(file);
  }

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (state !== 'idle') return;
    const found = profileErrors(form);
    if (Object.keys(found).length) {
      setErrors(Object.fromEntries(Object.entries(found).map(([k, v]) => [k, t(v)])));
      const first = PROFILE_FIELDS.find((k) => found[k]);
      formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    // A refused photo was never kept (the input was emptied): the rest of the form still saves.
    setErrors({});
    setFailure(null);
    setNotice(null);
    setState('saving');
    const body = new FormData();
    body.set('name', form.name.trim());
    body.set('email', form.email.trim());
    body.set('phone', form.phone.trim());
    if (photo) body.set('image', photo);
    try {
      const answer = await storefrontFetch<{ saved: boolean; message: string }>('/api/profile', {
        method: 'POST',
        form: body,
        timeoutMs: 30_000,
      });
      if (!answer.saved) {
        // The marketplace saved nothing and wants a one-time code first (reference §3.22).
        setState('idle');
        setNotice(answer.message || t('Editprofile.verificationNeeded'));
        return;
      }
      setState('saved');
      toast.success(t('Editprofile.success'));
      window.setTimeout(() => window.location.assign(profileHref), REDIRECT_DELAY_MS);
    } catch (error) {
      setState('idle');
      if (error instanceof ClientError && error.signIn) return window.location.reload();
      // Field messages come translated from the server (its own checks or the marketplace's).
      const fields = error instanceof ClientError ? (error.fields as Errors) : {};
      setErrors(fields);
      if (fields.image) {
        // The server could not use the photo: drop it, so that the next save sends the rest.
        setPhoto(null);
        setPreview(photoUrl);
        const input = formRef.current?.querySelector<HTMLInputElement>('input[type="file"]');
        if (input) input.value = '';
      }
      setFailure(serverMessage(error, t('Editprofile.saveFailed')));
    }
  }

  function back(event: MouseEvent<HTMLAnchorElement>) {
    // Back where the visitor came from when that was this site; otherwise the link's profile.
    const sameSite = document.referrer.startsWith(`${window.location.origin}/`);
    if (
      sameSite &&
      window.history.length > 1 &&
      event.button === 0 &&
      !event.metaKey &&
      !event.ctrlKey &&
      !event.shiftKey
    ) {
      event.preventDefault();
      window.history.back();
    }
  }

  const saving = state !== 'idle';
  return (
    <>
      <form
        ref={formRef}
        method="post"
        action={action}
        encType="multipart/form-data"
        onSubmit={submit}
        noValidate
        className="space-y-5 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6 dark:border-gray-800 dark:bg-gray-900"
      >
        <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-center sm:gap-5">
          {preview ? (
            <img
              src={preview}
              alt={t('Editprofile.photo')}
              width={96}
              height={96}
              data-preview
              className="h-24 w-24 shrink-0 rounded-full object-cover ring-4 ring-brand-50 dark:ring-brand-900/60"
            />
          ) : (
            <span
              aria-hidden="true"
              className="grid h-24 w-24 shrink-0 place-items-center rounded-full bg-brand-700 text-4xl font-bold text-white ring-4 ring-brand-50 dark:ring-brand-900/60"
            >
              {initialLetter}
            </span>
          )}
          <div className="flex flex-col items-center gap-1 sm:items-start">
            <input
              id="profile-photo"
              name="image"
              type="file"
              accept="image/*"
              onChange={choosePhoto}
              className="peer sr-only"
              aria-invalid={errors.image ? true : undefined}
              aria-describedby={errors.image ? 'profile-photo-hint profile-photo-error' : 'profile-photo-hint'}
            />
            <label
              htmlFor="profile-photo"
              className="inline-flex h-10 cursor-pointer items-center rounded-full border border-brand-700 px-4 text-sm font-semibold text-brand-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:bg-brand-50 dark:border-brand-300 dark:text-brand-100 dark:peer-focus-visible:outline-brand-300 dark:hover:bg-brand-900/40"
            >
              {t('Editprofile.changePhoto')}
            </label>
            <p id="profile-photo-hint" className="text-xs text-gray-700 dark:text-gray-300">
              {t('Editprofile.photoFormats')}
            </p>
            {errors.image && (
              <p id="profile-photo-error" role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
                {errors.image}
              </p>
            )}
          </div>
        </div>

        <Field
          label={t('Editprofile.name')}
          name="name"
          autoComplete="name"
          required
          value={form.name}
          onChange={set('name')}
          error={errors.name}
        />
        <Field
          label={t('Editprofile.email')}
          name="email"
          type="email"
          autoComplete="email"
          dir="ltr"
          required
          value={form.email}
          onChange={set('email')}
          error={errors.email}
        />
        <Field
          label={t('Editprofile.phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          dir="ltr"
          required
          value={form.phone}
          onChange={set('phone')}
          error={errors.phone}
        />

        {failure && (
          <p
            role="alert"
            className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-900 dark:bg-red-950 dark:text-red-100"
          >
            {failure}
          </p>
        )}
        {notice && (
          <p
            role="status"
            data-verification
            className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100"
          >
            {notice}
          </p>
        )}
        {state === 'saved' && (
          <p
            data-saved
            className="rounded-lg bg-brand-50 p-3 text-sm font-medium text-brand-900 dark:bg-brand-900/40 dark:text-brand-100"
          >
            {t('Editprofile.success')}
          </p>
        )}

        <div className="flex flex-wrap justify-end gap-2 pt-1">
          <a
            href={profileHref}
            onClick={back}
            className="inline-flex h-11 items-center rounded-full px-5 font-medium text-gray-900 hover:bg-gray-100 dark:text-gray-100 dark:hover:bg-gray-800"
          >
            {t('Editprofile.cancel')}
          </a>
          <button
            type="submit"
            disabled={saving}
            aria-busy={state === 'saving'}
            className="h-11 rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {state === 'saving' ? t('Editprofile.saving') : t('Editprofile.save')}
          </button>
        </div>
      </form>

      <DeleteAccount t={t} action={action} loginHref={loginHref} />
    </>
  );
}

function DeleteAccount({ t, action, loginHref }: { t: (key: string) => string; action: string; loginHref: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    const cancel = (e: Event) => {
      e.preventDefault();
      if (!deleting) setOpen(false);
    };
    dialog?.addEventListener('cancel', cancel);
    return () => dialog?.removeEventListener('cancel', cancel);
  }, [deleting]);

  async function confirm() {
    setDeleting(true);
    setFailure(null);
    try {
      // Deletes upstream and drops the session cookie.
      await storefrontFetch('/api/profile', { method: 'DELETE' });
    } catch (error) {
      if (error instanceof ClientError && error.signIn) return window.location.assign(loginHref);
      setDeleting(false);
      // With orders still running the server refuses with its reason.
      setFailure(serverMessage(error, t('Editprofile.deleteFailed')));
      return;
    }
    window.location.assign(loginHref);
  }

  return (
    // Without the island the button posts to the page, which asks for the confirmation itself.
    <form
      method="post"
      action={action}
      onSubmit={(e) => {
        e.preventDefault();
        setFailure(null);
        setOpen(true);
      }}
      className="mt-6 flex justify-center sm:justify-end"
    >
      <input type="hidden" name="intent" value="delete" />
      <button
        type="submit"
        className="h-11 rounded-full border border-red-700 px-5 font-semibold text-red-800 hover:bg-red-50 dark:border-red-400 dark:text-red-200 dark:hover:bg-red-950"
      >
        {t('Editprofile.deleteAccount')}
      </button>
      <dialog
        ref={ref}
        aria-labelledby="delete-dialog-title"
        aria-describedby="delete-dialog-text"
        onClose={() => setOpen(false)}
        className="m-auto w-[min(28rem,94vw)] rounded-2xl bg-white p-6 text-gray-900 shadow-2xl backdrop:bg-black/50 dark:bg-gray-900 dark:text-gray-100"
      >
        <h2 id="delete-dialog-title" className="text-xl font-bold">
          {t('Editprofile.deleteTitle')}
        </h2>
        <p id="delete-dialog-text" className="mt-2 text-gray-800 dark:text-gray-200">
          {t('Editprofile.deleteConfirm')}
        </p>
        {failure && (
          <p
            role="alert"
            className="mt-4 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-900 dark:bg-red-950 dark:text-red-100"
          >
            {failure}
          </p>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button
            type="button"
            // biome-ignore lint/a11y/noAutofocus: a modal dialog's first focus goes to its safe choice.
            autoFocus
            disabled={deleting}
            onClick={() => setOpen(false)}
            className="h-11 rounded-full px-5 font-medium hover:bg-gray-100 dark:hover:bg-gray-800"
          >
            {t('common.cancel')}
          </button>
          <button
            type="button"
            data-confirm-delete
            disabled={deleting}
            aria-busy={deleting}
            onClick={confirm}
            className="h-11 rounded-full bg-red-700 px-5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            {deleting ? t('Editprofile.deleting') : t('Editprofile.deleteAccount')}
          </button>
        </div>
      </dialog>
    </form>
  );
}
