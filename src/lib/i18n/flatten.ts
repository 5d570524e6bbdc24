// A dictionary's shape and its flat view, without the dictionaries themselves: islands that load
// their strings on demand (the sign-in dialog) flatten them in the browser.

export interface Dictionary {
  [key: string]: string | Dictionary;
}

/** {"auth": {"password": "..."}} → {"auth.password": "..."} */
export function flatten(dictionary: Dictionary, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(dictionary)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') flat[key] = value;
    else Object.assign(flat, flatten(value, key));
  }
  return flat;
}
