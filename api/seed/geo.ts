// Modules (business types), delivery zones and the module-zone delivery charges.
import { fixed } from './time.ts';
import { translationsOf, json, type Names, type Row, type Translation } from './rows.ts';

export interface ModuleDef {
  id: number;
  type: 'grocery' | 'food' | 'pharmacy' | 'ecommerce' | 'parcel';
  names: Names;
  /** Base colour of the module's generated pictures. */
  hue: number;
  description: Names;
}

export const MODULES: readonly ModuleDef[] = [
  {
    id: 1,
    type: 'grocery',
    names: ['Grocery', 'بقالة', 'Market'],
    hue: 110,
    description: [
      'Fresh produce, dairy, bakery and pantry staples from neighbourhood markets, delivered in under an hour.',
      'خضروات وفواكه طازجة وألبان ومخبوزات ومستلزمات المطبخ من أسواق حيك، توصيل في أقل من ساعة.',
      'Mahallenizdeki marketlerden taze sebze meyve, süt ürünleri, fırın ürünleri ve temel gıdalar; bir saatten kısa sürede teslim.',
    ],
  },
  {
    id: 2,
    type: 'food',
    names: ['Food', 'طعام', 'Yemek'],
    hue: 18,
    description: [
      'Koshary, grills, pizza, seafood and desserts from the best kitchens in town, hot to your door.',
      'كشري ومشويات وبيتزا ومأكولات بحرية وحلويات من أفضل المطابخ، تصلك ساخنة حتى باب بيتك.',
      'Şehrin en iyi mutfaklarından koşari, ızgara, pizza, deniz ürünleri ve tatlılar; kapınıza sıcak sıcak.',
    ],
  },
  {
    id: 3,
    type: 'pharmacy',
    names: ['Pharmacy', 'صيدلية', 'Eczane'],
    hue: 195,
    description: [
      'Over-the-counter medicines, vitamins, personal and baby care from licensed pharmacies.',
      'أدوية بدون وصفة طبية وفيتامينات ومنتجات العناية الشخصية والأطفال من صيدليات مرخصة.',
      'Ruhsatlı eczanelerden reçetesiz ilaçlar, vitaminler, kişisel bakım ve bebek bakım ürünleri.',
    ],
  },
  {
    id: 4,
    type: 'ecommerce',
    names: ['Shop', 'متجر', 'Alışveriş'],
    hue: 265,
    description: [
      'Electronics, fashion, home and kitchen, toys and more, with same-day delivery in Cairo.',
      'إلكترونيات وأزياء ومستلزمات المنزل والمطبخ وألعاب والمزيد، مع توصيل في نفس اليوم داخل القاهرة.',
      'Elektronik, moda, ev ve mutfak, oyuncak ve daha fazlası; Kahire içinde aynı gün teslimat.',
    ],
  },
  {
    id: 5,
    type: 'parcel',
    names: ['Parcel', 'طرود', 'Kargo'],
    hue: 40,
    description: [
      'Send documents and packages across the city with a trusted courier.',
      'أرسل المستندات والطرود داخل المدينة مع مندوب توصيل موثوق.',
      'Belgelerinizi ve paketlerinizi güvenilir bir kuryeyle şehir içinde gönderin.',
    ],
  },
];

export const moduleThumbnail = (m: ModuleDef) => `${m.type}-thumbnail.png`;
export const moduleIcon = (m: ModuleDef) => `${m.type}-icon.png`;

export type LatLng = readonly [number, number];

/** An octagon around a centre: a simple, clearly convex delivery area. Closed ring. */
function octagon([lat, lng]: LatLng, radiusLat: number, radiusLng: number): LatLng[] {
  const ring: LatLng[] = [];
  for (let k = 0; k < 8; k++) {
    const angle = (k * Math.PI) / 4;
    ring.push([round4(lat + radiusLat * Math.cos(angle)), round4(lng + radiusLng * Math.sin(angle))]);
  }
  ring.push(ring[0]!);
  return ring;
}

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

export interface ZoneDef {
  id: number;
  names: Names;
  center: LatLng;
  polygon: LatLng[];
  status: 0 | 1;
}

export const ZONES: readonly ZoneDef[] = [
  // About 0.25° across, centred on Tahrir Square (30.0444, 31.2357).
  {
    id: 5,
    names: ['Cairo', 'القاهرة', 'Kahire'],
    center: [30.0444, 31.2357],
    polygon: octagon([30.0444, 31.2357], 0.125, 0.135),
    status: 1,
  },
  {
    id: 6,
    names: ['Alexandria', 'الإسكندرية', 'İskenderiye'],
    center: [31.2001, 29.9187],
    polygon: octagon([31.2001, 29.9187], 0.11, 0.13),
    status: 1,
  },
  // Inactive: get-zone-id answers "temporarily unavailable" here.
  {
    id: 7,
    names: ['Hurghada', 'الغردقة', 'Hurgada'],
    center: [27.2579, 33.8116],
    polygon: octagon([27.2579, 33.8116], 0.12, 0.1),
    status: 0,
  },
];

interface Charges {
  perKm: number;
  min: number;
  max: number | null;
  cod: number;
}

/** Delivery charges per [module][zone]. Module 4 in Cairo has a low COD cap (3000) on purpose. */
const CHARGES: Record<number, Record<number, Charges>> = {
  1: {
    5: { perKm: 5, min: 15, max: 60, cod: 5000 },
    6: { perKm: 5, min: 15, max: 60, cod: 5000 },
    7: { perKm: 6, min: 20, max: 80, cod: 4000 },
  },
  2: {
    5: { perKm: 6, min: 20, max: 80, cod: 5000 },
    6: { perKm: 6, min: 18, max: 80, cod: 5000 },
    7: { perKm: 7, min: 25, max: null, cod: 4000 },
  },
  3: {
    5: { perKm: 5, min: 15, max: 50, cod: 5000 },
    6: { perKm: 5, min: 15, max: 50, cod: 5000 },
    7: { perKm: 6, min: 20, max: 60, cod: 4000 },
  },
  4: {
    5: { perKm: 8, min: 25, max: null, cod: 3000 },
    6: { perKm: 8, min: 25, max: 120, cod: 5000 },
    7: { perKm: 8, min: 25, max: null, cod: 5000 },
  },
  5: {
    5: { perKm: 7, min: 25, max: 90, cod: 5000 },
    6: { perKm: 7, min: 25, max: 90, cod: 5000 },
    7: { perKm: 7, min: 25, max: 90, cod: 5000 },
  },
};

export function chargesFor(moduleId: number, zoneId: number): Charges {
  const charges = CHARGES[moduleId]?.[zoneId];
  if (!charges) throw new Error(`no charges for module ${moduleId} zone ${zoneId}`);
  return charges;
}

const CREATED = fixed('2025-01-05 08:00');

export function moduleRows(): { rows: Row[]; translations: Translation[] } {
  const rows = MODULES.map((m) => ({
    id: m.id,
    module_name: m.names[0],
    module_type: m.type,
    thumbnail: moduleThumbnail(m),
    icon: moduleIcon(m),
    status: 1,
    theme_id: 1,
    description: `<p>${m.description[0]}</p>`,
    all_zone_service: 0,
    created_at: CREATED,
    updated_at: CREATED,
  }));
  const translations = MODULES.flatMap((m) => [
    ...translationsOf('module', m.id, 'module_name', { ar: m.names[1], tr: m.names[2] }),
    ...translationsOf('module', m.id, 'description', {
      ar: `<p>${m.description[1]}</p>`,
      tr: `<p>${m.description[2]}</p>`,
    }),
  ]);
  return { rows, translations };
}

export function zoneRows(): { rows: Row[]; moduleZones: Row[]; translations: Translation[] } {
  const rows = ZONES.map((z) => ({
    id: z.id,
    name: z.names[0],
    display_name: z.names[0],
    coordinates: json(z.polygon),
    status: z.status,
    cash_on_delivery: 1,
    digital_payment: 0,
    offline_payment: 0,
    increased_delivery_fee: 0,
    increased_delivery_fee_status: 0,
    increase_delivery_charge_message: null,
    created_at: CREATED,
    updated_at: CREATED,
  }));
  const moduleZones = MODULES.flatMap((m) =>
    ZONES.map((z) => {
      const c = chargesFor(m.id, z.id);
      return {
        module_id: m.id,
        zone_id: z.id,
        per_km_shipping_charge: c.perKm,
        minimum_shipping_charge: c.min,
        maximum_shipping_charge: c.max,
        maximum_cod_order_amount: c.cod,
        delivery_charge_type: 'distance',
      };
    }),
  );
  const translations = ZONES.flatMap((z) =>
    (['name', 'display_name'] as const).flatMap((key) =>
      translationsOf('zone', z.id, key, { ar: z.names[1], tr: z.names[2] }),
    ),
  );
  return { rows, moduleZones, translations };
}
