import { useId } from 'react';
import { LISTING_PANELS, PANEL_STATES, type ListingPanel, type PanelMap, type PanelState } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/**
 * The outline of a car seen from above, front at the top (its left side on the left), in a
 * 200 × 400 box: one shape per panel of LISTING_PANELS. Windows are drawn but are no panel.
 */
const SHAPES: Record<ListingPanel, string> = {
  front_bumper: 'M48 14 Q100 2 152 14 L156 30 L44 30 Z',
  hood: 'M46 34 L154 34 L150 118 L50 118 Z',
  front_left_fender: 'M22 44 Q26 34 42 34 L46 118 L22 118 Z',
  front_right_fender: 'M178 44 Q174 34 158 34 L154 118 L178 118 Z',
  front_left_door: 'M22 122 L46 122 L46 198 L22 198 Z',
  front_right_door: 'M178 122 L154 122 L154 198 L178 198 Z',
  roof: 'M56 156 L144 156 L144 252 L56 252 Z',
  rear_left_door: 'M22 202 L46 202 L46 276 L22 276 Z',
  rear_right_door: 'M178 202 L154 202 L154 276 L178 276 Z',
  rear_left_fender: 'M22 280 L46 280 L50 362 Q30 362 22 350 Z',
  rear_right_fender: 'M178 280 L154 280 L150 362 Q170 362 178 350 Z',
  trunk: 'M54 300 L146 300 L150 362 L50 362 Z',
  rear_bumper: 'M44 366 L156 366 L152 384 Q100 396 48 384 Z',
};
const WINDOWS = ['M52 122 L148 122 L144 152 L56 152 Z', 'M56 256 L144 256 L146 296 L54 296 Z'];

/** Fill colour and pattern of each state; the pattern tells the states apart without colour. */
const STATE_STYLE: Record<PanelState | 'unknown', { fill: string; pattern: string | null }> = {
  original: { fill: 'fill-muted', pattern: null },
  painted: { fill: 'fill-sky-400 dark:fill-sky-600', pattern: 'stripes' },
  local_painted: { fill: 'fill-amber-300 dark:fill-amber-500', pattern: 'dots' },
  replaced: { fill: 'fill-red-500 dark:fill-red-600', pattern: 'cross' },
  unknown: { fill: 'fill-background', pattern: null },
};

/** A small swatch of a state (the legend), the same colour and pattern as the map. */
function Swatch({ state, patternId }: { state: PanelState | 'unknown'; patternId: string }) {
  const style = STATE_STYLE[state];
  return (
    <svg viewBox="0 0 16 16" className="size-4 shrink-0" aria-hidden="true">
      <rect x="0.5" y="0.5" width="15" height="15" rx="3" className={cn(style.fill, 'stroke-foreground/50')} />
      {style.pattern ? <rect x="0.5" y="0.5" width="15" height="15" rx="3" fill={`url(#${patternId}-${style.pattern})`} /> : null}
    </svg>
  );
}

/** The pattern definitions a map and its legend share (ids prefixed by `id`). */
function Patterns({ id }: { id: string }) {
  return (
    <svg width="0" height="0" className="absolute" aria-hidden="true" focusable="false">
      <defs>
        <pattern id={`${id}-stripes`} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <line x1="0" y1="0" x2="0" y2="6" className="stroke-foreground/60" strokeWidth="1.5" />
        </pattern>
        <pattern id={`${id}-dots`} width="6" height="6" patternUnits="userSpaceOnUse">
          <circle cx="3" cy="3" r="1.2" className="fill-foreground/60" />
        </pattern>
        <pattern id={`${id}-cross`} width="7" height="7" patternUnits="userSpaceOnUse">
          <path d="M0 0 L7 7 M7 0 L0 7" className="stroke-foreground/70" strokeWidth="1.3" />
        </pattern>
      </defs>
    </svg>
  );
}

interface PanelMapProps {
  panels: PanelMap;
  /** Editing: a click (or Enter / Space on a focused panel) moves the panel to its next state. */
  onCycle?: (panel: ListingPanel) => void;
  className?: string;
}

/** A panel's state; `unknown` when the map does not state it. */
export const panelStateOf = (panels: PanelMap, panel: ListingPanel): PanelState | 'unknown' => panels[panel] ?? 'unknown';

/** The state after `state` when a panel is clicked in the form. */
export const nextPanelState = (state: PanelState | 'unknown'): PanelState =>
  PANEL_STATES[(PANEL_STATES.indexOf(state === 'unknown' ? 'replaced' : state) + 1) % PANEL_STATES.length]!;

/**
 * The body's panel map ("boya / değişen"): an outline of the car from above with each panel
 * coloured and patterned by its state, and a legend. Each panel is named with its state
 * (`Kaput: Değişen`); read-only, the picture is one image whose name sums the states up and the
 * list beside it ({@link PanelList}) says it panel by panel. Editable, each panel is a button.
 */
export function PanelMapPicture({ panels, onCycle, className }: PanelMapProps) {
  const { t } = useTranslation('listings');
  const id = useId().replace(/:/g, '');
  const counts = { painted: 0, local_painted: 0, replaced: 0 };
  for (const state of Object.values(panels)) if (state !== 'original') counts[state] += 1;
  const stated = Object.keys(panels).length;
  const summary =
    stated === 0
      ? t('panelMap.summaryEmpty')
      : counts.painted + counts.local_painted + counts.replaced === 0
        ? t('panelMap.summaryClean')
        : t('panelMap.summary', { painted: counts.painted, local: counts.local_painted, replaced: counts.replaced });
  const label = (panel: ListingPanel) => t('panelMap.panelState', { panel: t(`panels.${panel}`), state: t(`panelStates.${panelStateOf(panels, panel)}`) });

  return (
    <div className={cn('relative grid justify-items-center gap-3', className)}>
      <Patterns id={id} />
      <span className="text-xs text-muted-foreground" aria-hidden="true">
        {t('panelMap.front')}
      </span>
      <svg
        viewBox="0 0 200 400"
        className="h-80 w-40 sm:h-96 sm:w-48"
        {...(onCycle ? { role: 'group', 'aria-label': t('panelMap.editLabel') } : { role: 'img', 'aria-label': t('panelMap.imageLabel', { summary }) })}
      >
        {WINDOWS.map((d) => (
          <path key={d} d={d} className="fill-foreground/10 stroke-foreground/30" strokeWidth="1" aria-hidden="true" />
        ))}
        {LISTING_PANELS.map((panel) => {
          const style = STATE_STYLE[panelStateOf(panels, panel)];
          const shape = (
            <>
              <path d={SHAPES[panel]} className={cn(style.fill, 'stroke-foreground/70')} strokeWidth="1.5" />
              {style.pattern ? <path d={SHAPES[panel]} fill={`url(#${id}-${style.pattern})`} /> : null}
            </>
          );
          if (!onCycle) {
            return (
              <g key={panel} data-panel={panel} data-state={panelStateOf(panels, panel)}>
                <title>{label(panel)}</title>
                {shape}
              </g>
            );
          }
          return (
            <g
              key={panel}
              role="button"
              tabIndex={0}
              aria-label={label(panel)}
              data-panel={panel}
              data-state={panelStateOf(panels, panel)}
              className="cursor-pointer outline-none focus-visible:[&>path:first-child]:stroke-ring focus-visible:[&>path:first-child]:stroke-[4]"
              onClick={() => onCycle(panel)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' && event.key !== ' ') return;
                event.preventDefault();
                onCycle(panel);
              }}
            >
              <title>{label(panel)}</title>
              {shape}
            </g>
          );
        })}
      </svg>
      <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs" aria-label={t('panelMap.legend')}>
        {(['original', ...PANEL_STATES.slice(1)] as const).map((state) => (
          <li key={state} className="flex items-center gap-1.5">
            <Swatch state={state} patternId={id} />
            {t(`panelStates.${state}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The panel map as a list, panel by panel (the words the picture's colours stand for). */
export function PanelList({ panels }: { panels: PanelMap }) {
  const { t } = useTranslation('listings');
  return (
    <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm">
      {LISTING_PANELS.map((panel) => {
        const state = panelStateOf(panels, panel);
        return (
          <div key={panel} className="contents">
            <dt className="text-muted-foreground">{t(`panels.${panel}`)}</dt>
            <dd className={cn('font-medium', state === 'replaced' && 'text-destructive', state === 'unknown' && 'text-muted-foreground')}>{t(`panelStates.${state}`)}</dd>
          </div>
        );
      })}
    </dl>
  );
}
