import { useState } from 'react';
import { Plus, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Modification } from '@garaj/shared';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormSection } from '../form-section';
import { ModificationDialog } from './modification-dialog';
import { ModificationItem } from './modification-item';

interface ModificationsSectionProps {
  garageId: string;
  modifications: Modification[];
}

/** The garage's modifications on the edit page: list, add, edit, delete (PRODUCT.md Modifications tab). */
export function ModificationsSection({ garageId, modifications }: ModificationsSectionProps) {
  const { t } = useTranslation('garageForm');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<Modification | null>(null);

  const openDialog = (modification: Modification | null) => {
    setEditing(modification);
    setDialogOpen(true);
  };

  const addButton = (
    <Button variant="outline" onClick={() => openDialog(null)}>
      <Plus aria-hidden="true" />
      {t('mods.add')}
    </Button>
  );

  return (
    <FormSection
      id="garage-modifications"
      title={t('mods.title')}
      description={t('mods.description')}
    >
      {modifications.length === 0 ? (
        <EmptyState
          icon={Wrench}
          headingLevel={3}
          title={t('mods.empty')}
          description={t('mods.emptyHint')}
          action={addButton}
        />
      ) : (
        <div className="space-y-4">
          <ul className="space-y-3" aria-live="polite">
            {modifications.map((modification) => (
              <ModificationItem
                key={modification.id}
                modification={modification}
                onEdit={() => openDialog(modification)}
              />
            ))}
          </ul>
          <div className="flex justify-end">{addButton}</div>
        </div>
      )}
      <ModificationDialog
        garageId={garageId}
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        modification={editing}
      />
    </FormSection>
  );
}
