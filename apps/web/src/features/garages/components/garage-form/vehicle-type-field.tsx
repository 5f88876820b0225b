import { useTranslation } from 'react-i18next';
import { Bike, Car } from 'lucide-react';
import { VEHICLE_TYPES, type VehicleType } from '@garaj/shared';
import { cn } from '@/lib/utils';

const ICONS = { car: Car, motorcycle: Bike } as const;

interface VehicleTypeFieldProps {
  name: string;
  value: VehicleType;
  onChange: (type: VehicleType) => void;
  disabled?: boolean;
}

/** Car / motorcycle as a segmented radio group (arrow keys move between the two). */
export function VehicleTypeField({ name, value, onChange, disabled }: VehicleTypeFieldProps) {
  const { t } = useTranslation('garageForm');
  return (
    <fieldset className="grid min-w-0 gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm leading-none font-medium">{t('fields.vehicleType')}</legend>
      <div className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1">
        {VEHICLE_TYPES.map((type) => {
          const Icon = ICONS[type];
          return (
            <label
              key={type}
              className={cn(
                'flex cursor-pointer items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors',
                'has-[:checked]:bg-background has-[:checked]:text-foreground has-[:checked]:shadow-sm',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                'dark:has-[:checked]:bg-card',
              )}
            >
              <input
                type="radio"
                name={name}
                value={type}
                checked={value === type}
                onChange={() => onChange(type)}
                className="sr-only"
              />
              <Icon className="size-4" aria-hidden="true" />
              {t(`vehicleTypes.${type}`)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
