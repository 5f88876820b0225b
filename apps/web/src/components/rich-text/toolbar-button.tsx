import type { ComponentType } from 'react';
import type { LucideProps } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * An editor toolbar button: an icon named by `label` (aria-label and tooltip), `active` shown as
 * pressed. A press never takes the focus (nor the selection) from the text.
 */
export function ToolbarButton({ icon: Icon, label, active, disabled, onClick }: { icon: ComponentType<LucideProps>; label: string; active?: boolean; disabled?: boolean; onClick: () => void }) {
  return (
    <Button
      type="button"
      variant={active ? 'secondary' : 'ghost'}
      size="icon-sm"
      aria-label={label}
      title={label}
      aria-pressed={active}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}
