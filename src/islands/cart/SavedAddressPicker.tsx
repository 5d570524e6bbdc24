// The order dialog's saved addresses: choosing one fills the delivery address, the contact and the
// place the order is sent with. Loaded through the storefront's proxy when the dialog opens.
import { useEffect, useId, useState } from 'react';
import { ClientError, storefrontFetch } from '../../lib/browser/http.ts';
import { addressLine, type SavedAddress } from '../../lib/domain/ordering/address-rules.ts';
import type { Translate } from '../../lib/i18n/client.ts';

interface Props {
  /** Knows aftercare.address.picker.* and aftercare.address.types.*. */
  t: Translate;
  onPick: (address: SavedAddress) => void;
}

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const coordinate = (v: unknown) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : null;
};

/** customer/address/list's rows, read without a schema library (this ships with the cart page). */
function readList(body: unknown): SavedAddress[] {
  const rows = (body as { addresses?: unknown } | null)?.addresses;
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: Record<string, unknown>) =>
    typeof row?.id === 'number'
      ? [
          {
            id: row.id,
            type: text(row.address_type),
            name: text(row.contact_person_name),
            phone: text(row.contact_person_number),
            address: text(row.address),
            road: text(row.road),
            house: text(row.house),
            floor: text(row.floor),
            lat: coordinate(row.latitude),
            lng: coordinate(row.longitude),
          },
        ]
      : [],
  );
}

export default function SavedAddressPicker({ t, onPick }: Props) {
  const id = useId();
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [list, setList] = useState<SavedAddress[]>([]);
  const [chosen, setChosen] = useState('');

  useEffect(() => {
    let live = true;
    storefrontFetch<unknown>('/api/v1/customer/address/list?limit=50&offset=1')
      .then((body) => {
        if (!live) return;
        setList(readList(body));
        setState('ready');
      })
      .catch((error) => {
        // A guest has no address book: nothing to offer, nothing to regret.
        if (live) setState(error instanceof ClientError && error.status === 401 ? 'ready' : 'failed');
      });
    return () => {
      live = false;
    };
  }, []);

  if (state === 'loading')
    return (
      <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
        {t('aftercare.address.picker.loading')}
      </p>
    );
  if (state === 'failed')
    return <p className="text-sm text-gray-700 dark:text-gray-300">{t('aftercare.address.picker.failed')}</p>;
  if (list.length === 0) return null;
  const label = (a: SavedAddress) => {
    const type = ['home', 'office', 'other'].includes(a.type) ? t(`aftercare.address.types.${a.type}`) : a.type;
    return `${type} · ${addressLine(a)}`;
  };
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {t('aftercare.address.picker.label')}
      </label>
      <select
        id={id}
        value={chosen}
        data-saved-addresses
        onChange={(e) => {
          setChosen(e.target.value);
          const address = list.find((a) => String(a.id) === e.target.value);
          if (address) onPick(address);
        }}
        className="mt-1 block h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-gray-900 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100"
      >
        <option value="">{t('aftercare.address.picker.none')}</option>
        {list.map((a) => (
          <option key={a.id} value={String(a.id)}>
            {label(a)}
          </option>
        ))}
      </select>
    </div>
  );
}
