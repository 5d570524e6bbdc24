// The profile photo: the saved one (or the name's initial) and a button to choose another. A
// chosen file is judged by its size and first bytes before it is kept, then shown at once.
import { useState, type ChangeEvent } from 'react';
import { PHOTO_HEAD_BYTES, photoProblem } from '../../lib/domain/account/profile-rules.ts';
import type { Translate } from '../../lib/i18n/client.ts';

export interface Photo {
  /** The accepted file, sent with the next save; null keeps the saved photo. */
  file: File | null;
  /** What the avatar shows: the saved photo, or the accepted file as a data: URL. */
  preview: string | null;
  accept: (file: File) => void;
  /** Back to the saved photo (the file input is emptied by whoever holds it). */
  drop: () => void;
}

export function usePhoto(savedUrl: string | null): Photo {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(savedUrl);
  return {
    file,
    preview,
    accept(chosen) {
      setFile(chosen);
      // A data: URL, not a blob: one: the page's image policy allows data: only.
      const reader = new FileReader();
      reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : savedUrl);
      reader.readAsDataURL(chosen);
    },
    drop() {
      setFile(null);
      setPreview(savedUrl);
    },
  };
}

interface Props {
  t: Translate;
  photo: Photo;
  initialLetter: string;
  error: string | undefined;
  /** The photo's message: a refused file's reason, or undefined once a file is accepted. */
  onError: (message: string | undefined) => void;
}

export function PhotoPicker({ t, photo, initialLetter, error, onError }: Props) {
  async function choose(e: ChangeEvent<HTMLInputElement>) {
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
      photo.drop();
      onError(t(problem));
      return;
    }
    onError(undefined);
    photo.accept(file);
  }

  /** Back to the saved photo: the refused (or chosen) file and its message go. */
  function remove() {
    const input = document.getElementById('profile-photo') as HTMLInputElement | null;
    if (input) input.value = '';
    photo.drop();
    onError(undefined);
    input?.focus();
  }

  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-center sm:gap-5">
      {photo.preview ? (
        <img
          src={photo.preview}
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
          onChange={choose}
          className="peer sr-only"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'profile-photo-hint profile-photo-error' : 'profile-photo-hint'}
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
        {error && (
          <p id="profile-photo-error" role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
        {(error || photo.file) && (
          <button
            type="button"
            onClick={remove}
            className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
          >
            {t('Editprofile.removePhoto')}
          </button>
        )}
      </div>
    </div>
  );
}
