-- Reference marketplace database: a reduced copy of the 6amMart 3.1 tables the customer API reads.
-- JSON columns hold JSON text; booleans are 0/1; timestamps are ISO-8601 text (UTC).

CREATE TABLE IF NOT EXISTS business_settings (
  key   TEXT PRIMARY KEY,
  value TEXT
);

-- Policy and about texts per language (data_settings + translations in the real server).
-- key: about_us | terms_and_conditions | privacy_policy | refund_policy | shipping_policy | cancellation_policy
CREATE TABLE IF NOT EXISTS policy_pages (
  key    TEXT NOT NULL,
  locale TEXT NOT NULL,           -- en | ar | tr
  value  TEXT NOT NULL,           -- HTML
  PRIMARY KEY (key, locale)
);

-- Translations of names and descriptions (6amMart's polymorphic translations table).
-- translationable_type: module | store | item | category | banner | zone | campaign | item_campaign
CREATE TABLE IF NOT EXISTS translations (
  id                  INTEGER PRIMARY KEY,
  translationable_type TEXT NOT NULL,
  translationable_id  INTEGER NOT NULL,
  locale              TEXT NOT NULL,   -- ar | tr (English lives in the row itself)
  key                 TEXT NOT NULL,   -- name | description | address | title | module_name
  value               TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS translations_lookup ON translations (translationable_type, translationable_id, locale);

CREATE TABLE IF NOT EXISTS modules (
  id               INTEGER PRIMARY KEY,
  module_name      TEXT NOT NULL,
  module_type      TEXT NOT NULL,        -- grocery | food | pharmacy | ecommerce | parcel
  thumbnail        TEXT,                 -- file in storage folder module/
  icon             TEXT,                 -- file in storage folder module/
  status           INTEGER NOT NULL DEFAULT 1,
  theme_id         INTEGER NOT NULL DEFAULT 1,
  description      TEXT,                 -- HTML
  all_zone_service INTEGER NOT NULL DEFAULT 0,
  created_at       TEXT NOT NULL,
  updated_at       TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS zones (
  id               INTEGER PRIMARY KEY,
  name             TEXT NOT NULL,
  display_name     TEXT,
  coordinates      TEXT NOT NULL,        -- JSON [[lat, lng], ...] polygon, closed or open ring
  status           INTEGER NOT NULL DEFAULT 1,
  cash_on_delivery INTEGER NOT NULL DEFAULT 1,
  digital_payment  INTEGER NOT NULL DEFAULT 0,
  offline_payment  INTEGER NOT NULL DEFAULT 0,
  increased_delivery_fee REAL NOT NULL DEFAULT 0,
  increased_delivery_fee_status INTEGER NOT NULL DEFAULT 0,
  increase_delivery_charge_message TEXT,
  created_at       TEXT NOT NULL,
  updated_at       TEXT NOT NULL
);

-- module_zone pivot: delivery charges and the cash-on-delivery limit of a module in a zone.
CREATE TABLE IF NOT EXISTS module_zone (
  module_id                INTEGER NOT NULL REFERENCES modules(id),
  zone_id                  INTEGER NOT NULL REFERENCES zones(id),
  per_km_shipping_charge   REAL,
  minimum_shipping_charge  REAL,
  maximum_shipping_charge  REAL,
  maximum_cod_order_amount REAL,
  delivery_charge_type     TEXT NOT NULL DEFAULT 'distance',
  PRIMARY KEY (module_id, zone_id)
);

CREATE TABLE IF NOT EXISTS stores (
  id                      INTEGER PRIMARY KEY,
  vendor_id               INTEGER NOT NULL,
  zone_id                 INTEGER NOT NULL REFERENCES zones(id),
  module_id               INTEGER NOT NULL REFERENCES modules(id),
  name                    TEXT NOT NULL,
  slug                    TEXT NOT NULL UNIQUE,
  phone                   TEXT NOT NULL,      -- E.164, e.g. +20225551234
  email                   TEXT NOT NULL,
  logo                    TEXT,               -- file in store/
  cover_photo             TEXT,               -- file in store/cover/
  latitude                TEXT NOT NULL,      -- strings, as in the real server
  longitude               TEXT NOT NULL,
  address                 TEXT NOT NULL,
  minimum_order           REAL NOT NULL DEFAULT 0,
  tax                     REAL NOT NULL DEFAULT 0,
  comission               REAL,
  minimum_shipping_charge REAL,
  per_km_shipping_charge  REAL,
  maximum_shipping_charge REAL,
  delivery_time           TEXT NOT NULL DEFAULT '30-40 min',
  rating                  TEXT NOT NULL DEFAULT '[0,0,0,0,0]', -- JSON counts [5★,4★,3★,2★,1★]
  status                  INTEGER NOT NULL DEFAULT 1,          -- approved by admin
  active                  INTEGER NOT NULL DEFAULT 1,          -- 0 = temporarily closed
  featured                INTEGER NOT NULL DEFAULT 0,
  delivery                INTEGER NOT NULL DEFAULT 1,
  take_away               INTEGER NOT NULL DEFAULT 1,
  free_delivery           INTEGER NOT NULL DEFAULT 0,
  schedule_order          INTEGER NOT NULL DEFAULT 0,  -- served ANDed with the global switch
  order_place_to_schedule_interval INTEGER NOT NULL DEFAULT 0, -- minutes before the first slot
  prescription_order      INTEGER NOT NULL DEFAULT 0,
  veg                     INTEGER NOT NULL DEFAULT 1,
  non_veg                 INTEGER NOT NULL DEFAULT 1,
  cutlery                 INTEGER NOT NULL DEFAULT 0,
  order_count             INTEGER NOT NULL DEFAULT 0,
  total_order             INTEGER NOT NULL DEFAULT 0,
  announcement            INTEGER NOT NULL DEFAULT 0,
  announcement_message    TEXT,
  meta_title              TEXT,
  meta_description        TEXT,
  created_at              TEXT NOT NULL,
  updated_at              TEXT NOT NULL
);

-- Opening hours; day 0 = Sunday .. 6 = Saturday; times 'HH:MM:SS'. A store with no row for today is closed.
CREATE TABLE IF NOT EXISTS store_schedule (
  id           INTEGER PRIMARY KEY,
  store_id     INTEGER NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  day          INTEGER NOT NULL,
  opening_time TEXT NOT NULL,
  closing_time TEXT NOT NULL
);

-- Store-wide discounts (discounts table).
CREATE TABLE IF NOT EXISTS store_discounts (
  id           INTEGER PRIMARY KEY,
  store_id     INTEGER NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  start_date   TEXT NOT NULL,       -- 'YYYY-MM-DD'
  end_date     TEXT NOT NULL,
  start_time   TEXT NOT NULL,       -- 'HH:MM:SS'
  end_time     TEXT NOT NULL,
  min_purchase REAL NOT NULL DEFAULT 0,
  max_discount REAL NOT NULL DEFAULT 0,
  discount     REAL NOT NULL,
  discount_type TEXT NOT NULL DEFAULT 'percent'
);

CREATE TABLE IF NOT EXISTS categories (
  id         INTEGER PRIMARY KEY,
  name       TEXT NOT NULL,
  image      TEXT NOT NULL DEFAULT 'def.png',  -- file in category/
  parent_id  INTEGER NOT NULL DEFAULT 0,
  position   INTEGER NOT NULL DEFAULT 0,       -- 0 = top level, 1 = child, 2 = grandchild
  status     INTEGER NOT NULL DEFAULT 1,
  priority   INTEGER NOT NULL DEFAULT 0,
  module_id  INTEGER NOT NULL REFERENCES modules(id),
  slug       TEXT NOT NULL,
  featured   INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS items (
  id                    INTEGER PRIMARY KEY,
  name                  TEXT NOT NULL,
  description           TEXT NOT NULL,
  image                 TEXT,                 -- file in product/
  images                TEXT NOT NULL DEFAULT '[]', -- JSON [{"img":"file.jpg","storage":"public"}]
  category_id           INTEGER NOT NULL REFERENCES categories(id),  -- deepest category
  category_ids          TEXT NOT NULL DEFAULT '[]', -- JSON [{"id":"3","position":1}] (ids as strings)
  variations            TEXT NOT NULL DEFAULT '[]', -- JSON
  food_variations       TEXT NOT NULL DEFAULT '[]', -- JSON
  add_ons               TEXT NOT NULL DEFAULT '[]', -- JSON list of add-on ids
  attributes            TEXT NOT NULL DEFAULT '[]',
  choice_options        TEXT NOT NULL DEFAULT '[]',
  price                 REAL NOT NULL,
  tax                   REAL NOT NULL DEFAULT 0,
  tax_type              TEXT NOT NULL DEFAULT 'percent',
  discount              REAL NOT NULL DEFAULT 0,
  discount_type         TEXT NOT NULL DEFAULT 'percent',  -- percent | amount
  available_time_starts TEXT NOT NULL DEFAULT '00:00:00',
  available_time_ends   TEXT NOT NULL DEFAULT '23:59:59',
  veg                   INTEGER NOT NULL DEFAULT 0,
  status                INTEGER NOT NULL DEFAULT 1,
  is_approved           INTEGER NOT NULL DEFAULT 1,
  store_id              INTEGER NOT NULL REFERENCES stores(id),
  module_id             INTEGER NOT NULL REFERENCES modules(id),
  unit_type             TEXT,                 -- e.g. 'kg', 'pc'
  stock                 INTEGER DEFAULT 0,    -- 0 for food, whose module does not track stock (as on a real server)
  maximum_cart_quantity INTEGER,
  order_count           INTEGER NOT NULL DEFAULT 0,
  avg_rating            REAL NOT NULL DEFAULT 0,
  rating_count          INTEGER NOT NULL DEFAULT 0,
  rating                TEXT NOT NULL DEFAULT '[]',  -- JSON counts by star, as stored by 6amMart
  recommended           INTEGER NOT NULL DEFAULT 0,
  organic               INTEGER NOT NULL DEFAULT 0,
  is_halal              INTEGER NOT NULL DEFAULT 0,
  slug                  TEXT NOT NULL,
  created_at            TEXT NOT NULL,
  updated_at            TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS items_store ON items (store_id);
CREATE INDEX IF NOT EXISTS items_module ON items (module_id);

CREATE TABLE IF NOT EXISTS add_ons (
  id       INTEGER PRIMARY KEY,
  name     TEXT NOT NULL,
  price    REAL NOT NULL,
  store_id INTEGER NOT NULL REFERENCES stores(id),
  status   INTEGER NOT NULL DEFAULT 1
);

-- type: store_wise (data = store id) | item_wise (data = item id) | default (default_link)
CREATE TABLE IF NOT EXISTS banners (
  id           INTEGER PRIMARY KEY,
  title        TEXT NOT NULL,
  type         TEXT NOT NULL,
  image        TEXT,                 -- file in banner/
  status       INTEGER NOT NULL DEFAULT 1,
  data         INTEGER,
  zone_id      INTEGER NOT NULL REFERENCES zones(id),
  module_id    INTEGER NOT NULL REFERENCES modules(id),
  featured     INTEGER NOT NULL DEFAULT 0,
  default_link TEXT,
  created_at   TEXT NOT NULL,
  updated_at   TEXT NOT NULL
);

-- Basic campaigns shown beside banners.
CREATE TABLE IF NOT EXISTS campaigns (
  id                    INTEGER PRIMARY KEY,
  title                 TEXT NOT NULL,
  description           TEXT,
  image                 TEXT,            -- file in campaign/
  module_id             INTEGER NOT NULL REFERENCES modules(id),
  status                INTEGER NOT NULL DEFAULT 1,
  start_date            TEXT NOT NULL,   -- 'YYYY-MM-DD'
  end_date              TEXT NOT NULL,
  start_time            TEXT NOT NULL DEFAULT '00:00:00',
  end_time              TEXT NOT NULL DEFAULT '23:59:59',
  created_at            TEXT NOT NULL,
  updated_at            TEXT NOT NULL
);

-- The stores that joined a basic campaign (B31 migration create_campaign_store_table): only
-- 'confirmed' ones are listed by campaigns/basic-campaign-details.
CREATE TABLE IF NOT EXISTS campaign_store (
  campaign_id     INTEGER NOT NULL REFERENCES campaigns(id),
  store_id        INTEGER NOT NULL REFERENCES stores(id),
  campaign_status TEXT DEFAULT 'pending'   -- pending | confirmed | rejected
);
CREATE INDEX IF NOT EXISTS campaign_store_campaign ON campaign_store (campaign_id);

-- Item campaigns: a product of one store sold for a while (B31 migration create_item_campaigns_table).
-- Dates and times are nullable there; campaigns/item filters on end_date only (ItemCampaign.php:144-147).
CREATE TABLE IF NOT EXISTS item_campaigns (
  id                    INTEGER PRIMARY KEY,
  title                 TEXT,
  image                 TEXT,            -- file in campaign/
  description           TEXT,
  status                INTEGER NOT NULL DEFAULT 1,
  admin_id              INTEGER NOT NULL DEFAULT 1,
  start_date            TEXT,            -- 'YYYY-MM-DD'
  end_date              TEXT,
  start_time            TEXT,            -- 'HH:MM:SS'
  end_time              TEXT,
  category_id           INTEGER,
  category_ids          TEXT NOT NULL DEFAULT '[]',
  variations            TEXT NOT NULL DEFAULT '[]',
  add_ons               TEXT NOT NULL DEFAULT '[]',
  attributes            TEXT NOT NULL DEFAULT '[]',
  choice_options        TEXT NOT NULL DEFAULT '[]',
  price                 REAL NOT NULL DEFAULT 0,
  tax                   REAL NOT NULL DEFAULT 0,
  tax_type              TEXT NOT NULL DEFAULT 'percent',
  discount              REAL NOT NULL DEFAULT 0,
  discount_type         TEXT NOT NULL DEFAULT 'percent',
  store_id              INTEGER NOT NULL REFERENCES stores(id),
  veg                   INTEGER NOT NULL DEFAULT 0,
  module_id             INTEGER NOT NULL REFERENCES modules(id),
  stock                 INTEGER DEFAULT 0,
  unit_id               INTEGER,
  food_variations       TEXT,
  slug                  TEXT,
  maximum_cart_quantity INTEGER,
  created_at            TEXT NOT NULL,
  updated_at            TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS users (
  id                   INTEGER PRIMARY KEY,
  f_name               TEXT,
  l_name               TEXT,
  phone                TEXT NOT NULL UNIQUE,   -- E.164 with +
  email                TEXT UNIQUE,
  image                TEXT,                   -- file in profile/
  password             TEXT NOT NULL,          -- scrypt$N$r$p$salt$hash
  status               INTEGER NOT NULL DEFAULT 1,
  is_phone_verified    INTEGER NOT NULL DEFAULT 1,
  is_email_verified    INTEGER NOT NULL DEFAULT 1,
  email_verified_at    TEXT,
  wallet_balance       REAL NOT NULL DEFAULT 0,
  loyalty_point        INTEGER NOT NULL DEFAULT 0,
  ref_code             TEXT,
  ref_by               INTEGER,
  login_medium         TEXT NOT NULL DEFAULT 'manual',
  zone_id              INTEGER,
  current_language_key TEXT NOT NULL DEFAULT 'en',
  created_at           TEXT NOT NULL,
  updated_at           TEXT NOT NULL
);

-- Bearer tokens; only the SHA-256 of a token is stored.
CREATE TABLE IF NOT EXISTS access_tokens (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  revoked    INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS guests (
  id         INTEGER PRIMARY KEY,
  ip_address TEXT,
  fcm_token  TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS carts (
  id          INTEGER PRIMARY KEY,
  user_id     INTEGER NOT NULL,              -- user id, or guest id when is_guest = 1
  module_id   INTEGER NOT NULL,
  item_id     INTEGER NOT NULL,
  is_guest    INTEGER NOT NULL DEFAULT 0,
  add_on_ids  TEXT NOT NULL DEFAULT '[]',
  add_on_qtys TEXT NOT NULL DEFAULT '[]',
  item_type   TEXT NOT NULL DEFAULT 'App\Models\Item',
  price       REAL NOT NULL,
  quantity    INTEGER NOT NULL,
  variation   TEXT NOT NULL DEFAULT '[]',
  created_at  TEXT NOT NULL,
  updated_at  TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS orders (
  id                       INTEGER PRIMARY KEY,
  user_id                  INTEGER NOT NULL,
  is_guest                 INTEGER NOT NULL DEFAULT 0,
  store_id                 INTEGER REFERENCES stores(id),
  zone_id                  INTEGER,
  module_id                INTEGER NOT NULL,
  order_amount             REAL NOT NULL,
  coupon_discount_amount   REAL NOT NULL DEFAULT 0,
  coupon_discount_title    TEXT,
  coupon_code              TEXT,
  coupon_created_by        TEXT,            -- admin | vendor; null for a free-delivery coupon
  store_discount_amount    REAL NOT NULL DEFAULT 0,
  total_tax_amount         REAL NOT NULL DEFAULT 0,
  tax_percentage           REAL,
  delivery_charge          REAL NOT NULL DEFAULT 0,
  original_delivery_charge REAL NOT NULL DEFAULT 0,
  dm_tips                  REAL NOT NULL DEFAULT 0,
  distance                 REAL,
  payment_status           TEXT NOT NULL DEFAULT 'unpaid',
  order_status             TEXT NOT NULL DEFAULT 'pending',
  payment_method           TEXT NOT NULL,
  order_type               TEXT NOT NULL,
  order_note               TEXT,
  delivery_instruction     TEXT,            -- per order (OrderController.php:525); none in the address book
  delivery_address         TEXT,            -- JSON object
  cutlery                  INTEGER NOT NULL DEFAULT 0,
  otp                      TEXT,
  scheduled                INTEGER NOT NULL DEFAULT 0,
  schedule_at              TEXT,
  pending                  TEXT,
  accepted                 TEXT,
  confirmed                TEXT,
  processing               TEXT,
  handover                 TEXT,
  picked_up                TEXT,
  delivered                TEXT,
  canceled                 TEXT,
  refund_requested         TEXT,
  refunded                 TEXT,
  failed                   TEXT,
  cancellation_reason      TEXT,
  prescription_order       INTEGER NOT NULL DEFAULT 0,
  order_attachment         TEXT,            -- JSON [{img, storage}] of files in order/
  created_at               TEXT NOT NULL,
  updated_at               TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS orders_user ON orders (user_id, is_guest);

CREATE TABLE IF NOT EXISTS order_details (
  id                 INTEGER PRIMARY KEY,
  order_id           INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  item_id            INTEGER,
  item_campaign_id   INTEGER,
  price              REAL NOT NULL,
  quantity           INTEGER NOT NULL,
  item_details       TEXT NOT NULL,          -- JSON snapshot of the item at order time
  variation          TEXT NOT NULL DEFAULT '[]',
  variant            TEXT NOT NULL DEFAULT '""',
  add_ons            TEXT NOT NULL DEFAULT '[]',
  total_add_on_price REAL NOT NULL DEFAULT 0,
  discount_on_item   REAL NOT NULL DEFAULT 0,
  discount_type      TEXT NOT NULL DEFAULT 'discount_on_product',
  tax_amount         REAL NOT NULL DEFAULT 0,
  created_at         TEXT NOT NULL,
  updated_at         TEXT NOT NULL
);

-- Admin broadcasts. tergat: customer | deliveryman | store
CREATE TABLE IF NOT EXISTS notifications (
  id          INTEGER PRIMARY KEY,
  title       TEXT NOT NULL,
  description TEXT NOT NULL,
  image       TEXT,                  -- file in notification/
  status      INTEGER NOT NULL DEFAULT 1,
  tergat      TEXT NOT NULL DEFAULT 'customer',
  zone_id     INTEGER,               -- NULL = all zones
  created_at  TEXT NOT NULL,
  updated_at  TEXT NOT NULL
);

-- Personal notifications; data is JSON {title, description, order_id, image, type}.
CREATE TABLE IF NOT EXISTS user_notifications (
  id              INTEGER PRIMARY KEY,
  data            TEXT NOT NULL,
  status          INTEGER NOT NULL DEFAULT 1,
  user_id         INTEGER REFERENCES users(id) ON DELETE CASCADE,
  vendor_id       INTEGER,
  delivery_man_id INTEGER,
  created_at      TEXT NOT NULL,
  updated_at      TEXT NOT NULL
);

-- Product reviews (6amMart's reviews table, database/migrations/..._create_reviews_table.php).
-- attachment is a JSON text of file paths in review/; status 0 hides a review from the list.
CREATE TABLE IF NOT EXISTS reviews (
  id               INTEGER PRIMARY KEY,
  item_id          INTEGER NOT NULL,
  user_id          INTEGER NOT NULL,
  comment          TEXT,
  attachment       TEXT,
  rating           INTEGER NOT NULL DEFAULT 0,
  order_id         INTEGER,
  created_at       TEXT NOT NULL,
  updated_at       TEXT NOT NULL,
  item_campaign_id INTEGER,
  status           INTEGER DEFAULT 1,
  module_id        INTEGER NOT NULL,
  store_id         INTEGER,
  reply            TEXT,
  review_id        TEXT,
  replied_at       TEXT
);
CREATE INDEX IF NOT EXISTS reviews_item ON reviews (item_id);

-- Reasons a customer (or store, deliveryman, admin) picks when cancelling; reason is English, ar and
-- tr in translations (translationable_type 'App\Models\OrderCancelReason').
CREATE TABLE IF NOT EXISTS order_cancel_reasons (
  id          INTEGER PRIMARY KEY,
  reason      TEXT NOT NULL,
  user_type   TEXT NOT NULL,         -- customer | store | deliveryman | admin
  status      INTEGER NOT NULL DEFAULT 1,
  created_at  TEXT NOT NULL,
  updated_at  TEXT NOT NULL
);

-- The customer's address book (B31 2025_10_14_115934_create_customer_addresses_table.php).
CREATE TABLE IF NOT EXISTS customer_addresses (
  id                    INTEGER PRIMARY KEY,
  address_type          TEXT NOT NULL,
  contact_person_number TEXT NOT NULL,
  address               TEXT,
  latitude              TEXT,
  longitude             TEXT,
  user_id               INTEGER,
  contact_person_name   TEXT,
  created_at            TEXT,
  updated_at            TEXT,
  zone_id               INTEGER NOT NULL,
  floor                 TEXT,
  road                  TEXT,
  house                 TEXT
);
CREATE INDEX IF NOT EXISTS customer_addresses_user ON customer_addresses (user_id);

-- The customer's favourite items and stores (B31 2025_10_14_115934_create_wishlists_table.php):
-- one row per item or per store, no foreign keys (an unknown id is kept and never listed).
CREATE TABLE IF NOT EXISTS wishlists (
  id          INTEGER PRIMARY KEY,
  user_id     INTEGER NOT NULL,
  item_id     INTEGER,
  created_at  TEXT,
  updated_at  TEXT,
  store_id    INTEGER
);
CREATE INDEX IF NOT EXISTS wishlists_user ON wishlists (user_id);

-- Brands of the shop (ecommerce) module (B31 2025_10_14_115934_create_brands_table.php). module_id
-- null: a brand of every module. name is English; ar and tr in translations ('brand').
CREATE TABLE IF NOT EXISTS brands (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL,
  slug        TEXT,
  image       TEXT,                    -- file in storage folder brand/
  status      INTEGER NOT NULL DEFAULT 1,
  created_at  TEXT,
  updated_at  TEXT,
  module_id   INTEGER
);

-- The item → brand link of shop items (B31 2025_10_14_115934_create_ecommerce_item_details_table.php).
CREATE TABLE IF NOT EXISTS ecommerce_item_details (
  id               INTEGER PRIMARY KEY,
  item_id          INTEGER,
  brand_id         INTEGER,
  created_at       TEXT,
  updated_at       TEXT,
  temp_product_id  INTEGER
);
CREATE INDEX IF NOT EXISTS ecommerce_item_details_item ON ecommerce_item_details (item_id);
CREATE INDEX IF NOT EXISTS ecommerce_item_details_brand ON ecommerce_item_details (brand_id);
-- Pharmacy items' details (B31 2025_10_14_115934_create_pharmacy_item_details_table.php): an item
-- whose is_prescription_required is 1 cannot be ordered without a file (OrderController.php:729-735).
CREATE TABLE IF NOT EXISTS pharmacy_item_details (
  id                        INTEGER PRIMARY KEY,
  item_id                   INTEGER,
  common_condition_id       INTEGER,
  is_basic                  INTEGER NOT NULL DEFAULT 0,
  temp_product_id           INTEGER,
  created_at                TEXT,
  updated_at                TEXT,
  is_prescription_required  INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS pharmacy_item_details_item ON pharmacy_item_details (item_id);
-- Discount codes (B31 2025_10_14_115934_create_coupons_table.php; casts in app/Models/Coupon.php).
-- coupon_type: default | store_wise | zone_wise | free_delivery | first_order. `data` is a JSON
-- list of store ids (store_wise) or zone ids (zone_wise); `customer_id` a JSON list of user ids or
-- "all". `limit` counts the customer's own orders with the code (CouponLogic::is_valide).
CREATE TABLE IF NOT EXISTS coupons (
  id            INTEGER PRIMARY KEY,
  title         TEXT,
  code          TEXT UNIQUE,
  start_date    TEXT,                -- 'YYYY-MM-DD'
  expire_date   TEXT,
  min_purchase  REAL NOT NULL DEFAULT 0,
  max_discount  REAL NOT NULL DEFAULT 0,
  discount      REAL NOT NULL DEFAULT 0,
  discount_type TEXT NOT NULL DEFAULT 'percentage',
  coupon_type   TEXT NOT NULL DEFAULT 'default',
  "limit"       INTEGER,
  status        INTEGER NOT NULL DEFAULT 1,
  created_at    TEXT,
  updated_at    TEXT,
  data          TEXT,
  total_uses    INTEGER DEFAULT 0,
  module_id     INTEGER NOT NULL REFERENCES modules(id),
  created_by    TEXT DEFAULT 'admin',
  customer_id   TEXT DEFAULT '["all"]',
  slug          TEXT,
  store_id      INTEGER
);
