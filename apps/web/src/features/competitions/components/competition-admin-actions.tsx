import type { CompetitionDetail } from '@garaj/shared';
import { Flag, Pencil, Trash2 } from 'lucide-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/lazy-toast';
import { deleteCompetition } from '../api/delete-competition';
import { endCompetition } from '../api/end-competition';
import { competitionKeys } from '../api/query-keys';

/**
 * Admin tools on a competition's page: edit (not once the winners are stored), 'Şimdi Bitir'
 * (active only; confirmation first — entries and voting close and the winners are stored) and
 * delete (confirmation first; entries and votes go too). The server checks the role again.
 */
export function CompetitionAdminActions({ competition }: { competition: CompetitionDetail }) {
  const { t } = useTranslation(['competitions', 'errors']);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const end = useMutation({
    mutationFn: () => endCompetition(competition.id),
    onSuccess: (detail) => {
      queryClient.setQueryData(competitionKeys.detail(competition.id), detail);
      void queryClient.invalidateQueries({ queryKey: competitionKeys.all });
      toast.success(t('admin.ended'));
    },
    onError: (error) => toast.error(t('admin.errorTitle'), { description: getErrorMessage(error, t) }),
  });
  const remove = useMutation({
    mutationFn: () => deleteCompetition(competition.id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: competitionKeys.detail(competition.id) });
      void queryClient.invalidateQueries({ queryKey: competitionKeys.all });
      toast.success(t('admin.deleted'));
      void navigate('/competitions', { replace: true });
    },
    onError: (error) => toast.error(t('admin.errorTitle'), { description: getErrorMessage(error, t) }),
  });

  return (
    <div className="flex flex-wrap gap-2">
      {!competition.finalizedAt ? (
        <Button asChild variant="outline" size="sm">
          <Link to={`/competitions/${competition.id}/edit`}>
            <Pencil aria-hidden="true" />
            {t('admin.edit')}
          </Link>
        </Button>
      ) : null}
      {competition.status === 'active' ? (
        <ConfirmDialog
          trigger={
            <Button variant="outline" size="sm" disabled={end.isPending}>
              <Flag aria-hidden="true" />
              {t('admin.end')}
            </Button>
          }
          title={t('admin.endTitle')}
          description={t('admin.endText', { title: competition.title })}
          cancelLabel={t('admin.cancel')}
          confirmLabel={t('admin.endConfirm')}
          onConfirm={() => end.mutate()}
        />
      ) : null}
      <ConfirmDialog
        trigger={
          <Button variant="outline" size="sm" className="text-destructive" disabled={remove.isPending}>
            <Trash2 aria-hidden="true" />
            {t('admin.delete')}
          </Button>
        }
        title={t('admin.deleteTitle')}
        description={t('admin.deleteText', { title: competition.title })}
        cancelLabel={t('admin.cancel')}
        confirmLabel={t('admin.deleteConfirm')}
        onConfirm={() => remove.mutate()}
      />
    </div>
  );
}
