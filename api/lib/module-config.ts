// config('module') as /config serves it under `module_config` (B31 config/module.php): the module
// types, then one object of flags per type. Clients read these to decide per module what to offer:
// `order_attachment` (a prescription upload, pharmacy only) and `order_place_to_schedule_interval`
// (the store's minutes before the first delivery slot apply, grocery only) among them. The
// reference serves the five types it seeds; the real file also lists rental, ride-share and
// service, which no seeded module uses.

interface ModuleFlags {
  order_status: { accepted: boolean };
  order_place_to_schedule_interval: boolean;
  add_on: boolean;
  stock: boolean;
  veg_non_veg: boolean;
  unit: boolean;
  order_attachment: boolean;
  always_open: boolean;
  all_zone_service: boolean;
  item_available_time: boolean;
  show_restaurant_text: boolean;
  is_parcel: boolean;
  organic: boolean;
  cutlery: boolean;
  common_condition: boolean;
  nutrition: boolean;
  allergy: boolean;
  basic: boolean;
  halal: boolean;
  brand: boolean;
  generic_name: boolean;
  description: string;
  is_rental: boolean;
}

const none: Omit<ModuleFlags, 'description'> = {
  order_status: { accepted: false },
  order_place_to_schedule_interval: false,
  add_on: false,
  stock: false,
  veg_non_veg: false,
  unit: false,
  order_attachment: false,
  always_open: false,
  all_zone_service: false,
  item_available_time: false,
  show_restaurant_text: false,
  is_parcel: false,
  organic: false,
  cutlery: false,
  common_condition: false,
  nutrition: false,
  allergy: false,
  basic: false,
  halal: false,
  brand: false,
  generic_name: false,
  is_rental: false,
};

export const MODULE_CONFIG = {
  module_type: ['grocery', 'food', 'pharmacy', 'ecommerce', 'parcel'],
  grocery: {
    ...none,
    order_place_to_schedule_interval: true,
    stock: true,
    unit: true,
    organic: true,
    nutrition: true,
    allergy: true,
    halal: true,
    description:
      'In this type, You can set delivery slot start after x minutes from current time, No available time for items and has stock for items.',
  },
  food: {
    ...none,
    order_status: { accepted: true },
    add_on: true,
    veg_non_veg: true,
    item_available_time: true,
    show_restaurant_text: true,
    cutlery: true,
    nutrition: true,
    allergy: true,
    halal: true,
    description:
      'In this type, you can set item available time, no stock management for items and has option to add add-on.',
  },
  pharmacy: {
    ...none,
    stock: true,
    unit: true,
    order_attachment: true,
    common_condition: true,
    basic: true,
    generic_name: true,
    description:
      'In this type, Customer can upload prescription when place order, No available time for items and has stock for items.',
  },
  ecommerce: {
    ...none,
    stock: true,
    unit: true,
    always_open: true,
    all_zone_service: true,
    brand: true,
    description:
      'In this type, No opening and closing time for store, no available time for items and has stock for items.',
  },
  parcel: { ...none, always_open: true, is_parcel: true, description: '' },
} satisfies { module_type: string[] } & Record<string, ModuleFlags | string[]>;
