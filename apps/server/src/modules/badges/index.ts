/** What other modules, the seed and the integrity checks may use of the badges module: they import it from here, never from its files. */
export {
  BEST_PHOTO_CATEGORIES,
  DRIVER_OF_THE_YEAR_CATEGORIES,
  earnedBadgesFor,
  foldedVehicleSql,
  recomputeAllBadges,
  type BadgeChanges,
  type EarnedBadge,
} from './badges.rules.ts';
