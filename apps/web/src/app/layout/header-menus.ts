/** Entry of the lazily loaded header chunk (Radix menus and the mobile sheet); see deferred-ui.tsx. */
export { AccountDropdown } from './account-dropdown';
export { LanguageMenu, LanguageToggleGroup } from './language-menu';
export { MobileNavSheet } from './mobile-nav-sheet';
export { MoreMenu } from './more-menu';
export { ThemeMenu, ThemeToggleGroup } from './theme-menu';
