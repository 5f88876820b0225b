/**
 * The product's lists and limits (lists used by forms, validation limits, constants), shared by
 * the web app and the server; the rules behind them are in docs/product.md.
 * The brand, model and province lists (a large JSON file) are in ./vehicles.ts, so importing a
 * constant from here does not bring them along.
 */
export const VEHICLE_TYPES = ['car', 'motorcycle'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

/** Modification types; motorcycles get six more. */
export const CAR_MODIFICATION_TYPES = ['Performance', 'Stance', 'Drift', 'Track', 'Street', 'Show'] as const;
export const MOTORCYCLE_MODIFICATION_TYPES = [
  ...CAR_MODIFICATION_TYPES,
  'Touring',
  'Adventure',
  'Sport',
  'Cruiser',
  'Naked',
  'Scooter',
] as const;
export const MODIFICATION_TYPES = MOTORCYCLE_MODIFICATION_TYPES;
export type ModificationType = (typeof MODIFICATION_TYPES)[number];

/** Price ranges in TL. */
export const CAR_PRICE_RANGES = ['0-50k', '50k-100k', '100k-250k', '250k-500k', '500k+'] as const;
export const MOTORCYCLE_PRICE_RANGES = ['0-10k', '10k-25k', '25k-50k', '50k-100k', '100k+'] as const;
export const PRICE_RANGES = [...new Set([...CAR_PRICE_RANGES, ...MOTORCYCLE_PRICE_RANGES])];

export function modificationTypesFor(type: VehicleType): readonly string[] {
  return type === 'motorcycle' ? MOTORCYCLE_MODIFICATION_TYPES : CAR_MODIFICATION_TYPES;
}
export function priceRangesFor(type: VehicleType): readonly string[] {
  return type === 'motorcycle' ? MOTORCYCLE_PRICE_RANGES : CAR_PRICE_RANGES;
}

/** Performance-figure option lists (docs/product.md, Compare). Values are stored; labels are i18n keys. */
export const FUEL_TYPES = ['petrol', 'diesel', 'lpg', 'hybrid', 'electric'] as const;
export const TRANSMISSIONS = ['manual', 'automatic', 'semi-automatic', 'cvt'] as const;
export const DRIVETRAINS = ['fwd', 'rwd', 'awd', 'chain', 'belt', 'shaft'] as const;

/** Categories for the modifications list of a garage. */
export const MODIFICATION_CATEGORIES = [
  'engine',
  'exhaust',
  'intake',
  'suspension',
  'wheels',
  'brakes',
  'body',
  'interior',
  'lighting',
  'electronics',
  'other',
] as const;

/** Image upload maximum, in bytes (10 MB). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Largest decoded image we accept, in pixels (pixel-bomb guard): 50 megapixels. */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** Accepted upload formats, decided by decoding (JPG, PNG or WebP). */
export const IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;
/**
 * Widths (px) each upload is re-encoded to, for `srcset`. 960 serves a full-width photo on a
 * phone (≈ 360–430 CSS px at 2–2.6× density: 640 is too small there, 1280 about twice the bytes).
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
/** Photos per garage of a free member (GARAGE_LIMITS.free.photosPerGarage; premium members: GARAGE_LIMITS.premium). */
export const MAX_PHOTOS_PER_GARAGE = 12;

/** A model year runs from 1900 to the next calendar year (docs/product.md, Year bound). */
export const MIN_YEAR = 1900;
export function maxYear(now: Date = new Date()): number {
  return now.getFullYear() + 1;
}

/**
 * Password length: at least 8 characters (as OWASP ASVS 5.0 and NIST SP 800-63B recommend), at
 * most 128; the server also refuses common breached passwords.
 */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/** Garage list sorts and filters. */
export const GARAGE_SORTS = ['newest', 'oldest', 'popular', 'views'] as const;
export type GarageSort = (typeof GARAGE_SORTS)[number];
export const GARAGE_FILTERS = ['all', 'for_sale', 'modified'] as const;
export type GarageFilter = (typeof GARAGE_FILTERS)[number];
/** Bounded page size for every list (ARCHITECTURE.md house rules). */
export const MAX_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 12;
/** Featured garages on the home page. */
export const FEATURED_GARAGE_COUNT = 6;

/** Brands shown with the motorcycle badge on featured cards. */
export const MOTORCYCLE_BADGE_BRANDS = ['Yamaha', 'Honda', 'Ducati', 'Kawasaki', 'Suzuki'] as const;

/**
 * Users directory sorts (followers, garages, registration date;
 * the first is the default, descending).
 */
export const USER_SORTS = ['followers', 'garages', 'joined'] as const;
export type UserSort = (typeof USER_SORTS)[number];

/** "Online" means a session seen in the last 5 minutes (docs/product.md, Marketing figures). */
export const ONLINE_WINDOW_MS = 5 * 60 * 1000;

// ── Community content ───────────────────────────────────────────────────────
/** Blog categories (Blog category; 'all' is the list's "no filter" chip). */
export const BLOG_CATEGORIES = ['maintenance', 'modification', 'guides', 'tips', 'reviews'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
/** Blog cards show at most 3 tags; related posts at most 3 (excerpt cut at 100 characters); popular posts 3. */
export const BLOG_CARD_TAGS = 3;
export const BLOG_RELATED_COUNT = 3;
export const BLOG_RELATED_EXCERPT_CHARS = 100;
export const BLOG_POPULAR_COUNT = 3;
/** Home page blog teaser: the 3 newest published posts, featured ones first (Home). */
export const BLOG_TEASER_COUNT = 3;
/** Words read per minute, for a post's reading time (≥ 1 minute). */
export const READING_WORDS_PER_MINUTE = 200;
/** At most this many tags on a post or a topic, each 2–30 characters. */
export const MAX_TAGS = 8;

/** The Q&A categories, stored as forum categories with `is_qa`. */
export const QA_CATEGORY_IDS = ['engine', 'transmission', 'electrical', 'brakes', 'suspension', 'modification'] as const;
/** Question status: open 'Açık', answered 'Cevaplandı', closed 'Kapalı'. */
export const TOPIC_STATUSES = ['open', 'answered', 'closed'] as const;
export type TopicStatus = (typeof TOPIC_STATUSES)[number];
export const TOPIC_KINDS = ['question', 'discussion'] as const;
export type TopicKind = (typeof TOPIC_KINDS)[number];
/** Forum lists: topics and replies per page; loading skeletons on the forum (4). */
export const FORUM_PAGE_SIZE = 20;
export const FORUM_SKELETONS = 4;

/** Site search (Search): results show at most 4 tags; 8 popular-search buttons. */
export const SEARCH_RESULT_TAGS = 4;
export const POPULAR_SEARCH_COUNT = 8;
/** The default popular searches, used until members' own searches of the last 30 days fill the eight buttons. */
export const DEFAULT_POPULAR_SEARCHES = ['BMW', 'Honda', 'Mercedes', 'Yamaha', 'turbo', 'drift', 'jdm', 'modifikasyon'] as const;
export const POPULAR_SEARCH_WINDOW_DAYS = 30;
export const SEARCH_TYPES = ['garage', 'post', 'user', 'topic'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
// The search page's limits live here, not beside the search schema, so the page can use them
// without downloading the schema library.
/** Results per page unless `pageSize` says otherwise (≤ {@link MAX_PAGE_SIZE}). */
export const SEARCH_PAGE_SIZE = 20;
/**
 * Counting stops here: a type with more matches reports this number and `capped` (the page
 * shows "100+"), and results past the first 100 of a search are not paged to (five pages of
 * 20). A search reads at most this many matches per type (plus one), whatever the tables hold.
 */
export const SEARCH_COUNT_CAP = 100;
/** Longest query accepted (characters, before folding). */
export const SEARCH_QUERY_MAX = 200;

// The page sizes below live here, not beside their request schemas, so a page that only reads
// a list does not download the schema library.
/** Blog list page size: default and largest (`pageSize` ≤ 50, ARCHITECTURE.md). */
export const BLOG_PAGE_SIZE = 9;
/** Comments per page on a post. */
export const BLOG_COMMENTS_PAGE_SIZE = 10;
