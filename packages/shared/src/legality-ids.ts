/**
 * The ids of the legality table's categories (data/legality-rules.json), in the table's order.
 * Kept apart from the table so a form that only validates a modification's category does not
 * load the rules' texts; legality.test.ts fails when the two lists differ.
 */
export const LEGALITY_CATEGORY_IDS = [
  'exhaust_silencer',
  'exhaust_loud',
  'catalyst_removal',
  'intake',
  'ecu_tuning',
  'turbo_kit',
  'engine_swap',
  'lpg_conversion',
  'suspension_lowering',
  'suspension_lift',
  'shock_absorbers',
  'wheels_listed_size',
  'wheels_other_size',
  'brake_pads_discs',
  'big_brake_kit',
  'headlight_units',
  'led_xenon_retrofit',
  'extra_lights',
  'tail_lights',
  'coloured_lights',
  'siren_strobe',
  'window_tint_front',
  'window_tint_rear',
  'body_spoiler',
  'body_kit_widebody',
  'colour_change',
  'wrap_partial',
  'number_plate',
  'towbar',
  'roof_rack',
  'bull_bar',
  'seats',
  'steering_wheel',
  'horn',
  'sound_system',
  'roll_cage',
  'interior_trim',
] as const;

/** A category of the legality table. */
export type LegalityCategoryId = (typeof LEGALITY_CATEGORY_IDS)[number];
