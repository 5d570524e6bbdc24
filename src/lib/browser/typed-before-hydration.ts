// A server-rendered form can be typed into before its island wakes up (the first seconds on a
// slow phone). The text is in the page but not in React's state, so the island's next render
// would wipe it and call the field empty. On mount, the island adopts what the fields hold.
import { type ChangeEvent, useEffect, type RefObject } from 'react';

type Values = Record<string, string | boolean | undefined>;

/** The form's fields, by name, that differ from `current` (same kind of value only). */
export function typedValues<T extends Values>(form: HTMLFormElement, current: T): Partial<T> {
  const typed: Partial<T> = {};
  for (const key of Object.keys(current) as Array<keyof T & string>) {
    const field = form.elements.namedItem(key);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
    const value = field instanceof HTMLInputElement && field.type === 'checkbox' ? field.checked : field.value;
    if (typeof value === typeof current[key] && value !== current[key]) typed[key] = value as T[keyof T & string];
  }
  return typed;
}

export function useTypedBeforeHydration<T extends Values>(
  form: RefObject<HTMLFormElement | null>,
  setValues: (update: (current: T) => T) => void,
): void {
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    setValues((current) => {
      const typed = typedValues(element, current);
      return Object.keys(typed).length ? { ...current, ...typed } : current;
    });
    // Only what was there when the island woke up: later typing goes through onChange.
  }, []);
}

/**
 * The `onChange` of the field `key`, as an update of the latest values. A handler that spread the
 * values of its render would undo what the island adopted on waking, when the next keystroke came
 * before the re-render (a busy slow phone): the early text lost, the form refused as empty.
 */
export function changeOf<T extends Values>(setValues: (update: (current: T) => T) => void, key: keyof T & string) {
  return ({ target }: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = target instanceof HTMLInputElement && target.type === 'checkbox' ? target.checked : target.value;
    setValues((current) => ({ ...current, [key]: value }));
  };
}
