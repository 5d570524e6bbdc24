// Edit profile: photo (PhotoPicker.tsx), name, email, phone, save and cancel; and deleting the
// account behind a confirmation (DeleteAccount.tsx). Both are real forms posting to the page, so a
// tap before this island is ready (or without JavaScript) still sends a POST the server handles;
// once ready, the island checks the form here and saves through /api/profile instead.
import { useRef, useState, type InputHTMLAttributes, type MouseEvent, type SubmitEvent } from 'react';
import { notify } from '../../lib/browser/notify.ts';
import { ClientError, serverReason, storefrontFetch } from '../../lib/browser/http.ts';
import { changeOf, useTypedBeforeHydration } from '../../lib/browser/typed-before-hydration.ts';
import {
  PROFILE_FIELDS,
  profileErrors,
  type ProfileField,
  type ProfileForm,
} from '../../lib/domain/account/profile-rules.ts';
import { pickedTranslator, type Lang } from '../../lib/i18n/client.ts';
import { Field } from '../auth/fields.tsx';
import Banner from '../ui/Banner.tsx';
import DeleteAccount from './DeleteAccount.tsx';
import { PhotoPicker, usePhoto } from './PhotoPicker.tsx';

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

/** What sets each text input apart; they share the rest. */
const INPUTS: Record<ProfileField, InputHTMLAttributes<HTMLInputElement>> = {
  name: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email', dir: 'ltr' },
  phone: { type: 'tel', autoComplete: 'tel', dir: 'ltr' },
};

/** After a successful save the spec goes back to the profile after 1.5 s. */
export const REDIRECT_DELAY_MS = 1500;

export default function EditProfile(props: Props) {
  const { lang, strings, initial, photoUrl, initialLetter, action, profileHref, loginHref } = props;
  const t = pickedTranslator(lang, strings);
  const [form, setForm] = useState<ProfileForm>(initial);
  const [errors, setErrors] = useState<Errors>(props.initialErrors ?? {});
  const photo = usePhoto(photoUrl);
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [failure, setFailure] = useState<string | null>(props.initialFailure ?? null);
  const [notice, setNotice] = useState<string | null>(props.initialNotice ?? null);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, setForm);

  const photoInput = () => formRef.current?.querySelector<HTMLInputElement>('input[type="file"]');

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (state !== 'idle') return;
    // A refused photo is not quietly left out: nothing is sent (the typed fields stay) until it
    // is removed or replaced, and the focus goes to it, which reads out why.
    if (errors.image) {
      setFailure(t('Editprofile.photoBlocksSave'));
      photoInput()?.focus();
      return;
    }
    const found = profileErrors(form);
    if (Object.keys(found).length) {
      setErrors(Object.fromEntries(Object.entries(found).map(([k, v]) => [k, t(v)])));
      const first = PROFILE_FIELDS.find((k) => found[k]);
      formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setFailure(null);
    setNotice(null);
    setState('saving');
    const body = new FormData();
    body.set('name', form.name.trim());
    body.set('email', form.email.trim());
    body.set('phone', form.phone.trim());
    if (photo.file) body.set('image', photo.file);
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
      notify.success(t('Editprofile.success'));
      window.setTimeout(() => window.location.assign(profileHref), REDIRECT_DELAY_MS);
    } catch (error) {
      setState('idle');
      if (error instanceof ClientError && error.signIn) return window.location.reload();
      // Field messages come translated from the server (its own checks or the marketplace's).
      const fields = error instanceof ClientError ? (error.fields as Errors) : {};
      setErrors(fields);
      if (fields.image) {
        // The server could not use the photo: it is no longer shown, and saving waits until it
        // is removed or replaced (the error stays until then).
        photo.drop();
        const input = photoInput();
        if (input) input.value = '';
      }
      setFailure(serverReason(error, t('Editprofile.saveFailed')));
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
        <PhotoPicker
          t={t}
          photo={photo}
          initialLetter={initialLetter}
          error={errors.image}
          onError={(image) => {
            setErrors(({ image: _image, ...rest }) => (image ? { ...rest, image } : rest));
            if (!image) setFailure(null);
          }}
        />

        {PROFILE_FIELDS.map((key) => (
          <Field
            key={key}
            label={t(`Editprofile.${key}`)}
            name={key}
            {...INPUTS[key]}
            required
            value={form[key]}
            onChange={changeOf(setForm, key)}
            error={errors[key]}
          />
        ))}

        {failure && (
          <Banner tone="error" role="alert">
            {failure}
          </Banner>
        )}
        {notice && (
          <Banner tone="warning" role="status" data-verification>
            {notice}
          </Banner>
        )}
        {state === 'saved' && (
          <Banner tone="success" data-saved>
            {t('Editprofile.success')}
          </Banner>
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
