import type { LucideIcon } from 'lucide-react';
import {
  ArrowDownUp,
  Bike,
  Calendar,
  Car,
  Cog,
  Disc3,
  Fuel,
  Gauge,
  Handshake,
  MessageSquare,
  MessagesSquare,
  Settings2,
  Sparkles,
  Wrench,
  Zap,
} from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * Icons a category may name (stored as a lucide name, admin-managed). Only these are bundled;
 * an unknown name shows the speech bubble.
 */
const ICONS: Record<string, LucideIcon> = {
  'arrow-down-up': ArrowDownUp,
  bike: Bike,
  calendar: Calendar,
  car: Car,
  cog: Cog,
  'disc-3': Disc3,
  fuel: Fuel,
  gauge: Gauge,
  handshake: Handshake,
  'message-square': MessageSquare,
  'messages-square': MessagesSquare,
  'settings-2': Settings2,
  sparkles: Sparkles,
  wrench: Wrench,
  zap: Zap,
};

/** A category's icon in a tinted square. */
export function CategoryIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? MessageSquare;
  return (
    <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary', className)}>
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}
