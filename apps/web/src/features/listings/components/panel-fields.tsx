import { useState } from 'react';
import { LISTING_PANELS, PANEL_STATES, type ListingPanel, type PanelMap, type PanelState } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { nextPanelState, PanelMapPicture } from './panel-map';

/** The form field name of a panel's select (`panel.hood`); the action reads them back into a map. */
export const panelFieldName = (panel: ListingPanel) => `panel.${panel}`;

/**
 * The panel map in the listing form: one native select per panel (posted with the form, so it
 * works before the script runs and by keyboard), and above them the car outline, whose panels
 * move to their next state on a click once the script runs. Both show the same state.
 */
export function PanelFields({ initial, idPrefix }: { initial: PanelMap; idPrefix: string }) {
  const { t } = useTranslation('listings');
  // A new listing starts with every panel original; a carried-over one may leave some unstated.
  const [panels, setPanels] = useState<Record<ListingPanel, PanelState>>(() => {
    const filled = {} as Record<ListingPanel, PanelState>;
    for (const panel of LISTING_PANELS) filled[panel] = initial[panel] ?? 'original';
    return filled;
  });
  const set = (panel: ListingPanel, state: PanelState) => setPanels((current) => ({ ...current, [panel]: state }));

  return (
    <div className="grid gap-6 md:grid-cols-[auto_minmax(0,1fr)] md:items-start">
      <PanelMapPicture panels={panels} onCycle={(panel) => set(panel, nextPanelState(panels[panel]))} />
      <div className="grid gap-3 sm:grid-cols-2">
        <p className="text-sm text-muted-foreground sm:col-span-2">{t('form.panelsHint')}</p>
        {LISTING_PANELS.map((panel) => (
          <div key={panel} className="grid gap-1.5">
            <Label htmlFor={`${idPrefix}-${panel}`}>{t(`panels.${panel}`)}</Label>
            <NativeSelect
              id={`${idPrefix}-${panel}`}
              name={panelFieldName(panel)}
              value={panels[panel]}
              onChange={(event) => set(panel, event.target.value as PanelState)}
            >
              {PANEL_STATES.map((state) => (
                <option key={state} value={state}>
                  {t(`panelStates.${state}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
        ))}
      </div>
    </div>
  );
}
