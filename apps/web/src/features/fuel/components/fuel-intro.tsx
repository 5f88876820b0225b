import { BarChart3, FileSpreadsheet, Fuel, Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ToolIntro } from '@/components/tool-intro';

const FEATURES = [
  { key: 'log', icon: Fuel },
  { key: 'consumption', icon: Gauge },
  { key: 'report', icon: BarChart3 },
  { key: 'csv', icon: FileSpreadsheet },
] as const;

/**
 * What the fuel log does, for visitors (server-rendered, no member data): the features and
 * sign-in / register calls to action that come back to /fuel.
 */
export function FuelIntro() {
  const { t } = useTranslation('fuel');
  return (
    <ToolIntro
      eyebrow={t('page.title')}
      title={t('intro.title')}
      lead={t('intro.lead')}
      features={FEATURES.map(({ key, icon }) => ({ key, icon, text: t(`intro.features.${key}`) }))}
      registerLabel={t('intro.register')}
      loginLabel={t('intro.login')}
      next="/fuel"
    />
  );
}
