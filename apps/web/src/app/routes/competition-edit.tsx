import { useQueryClient } from '@tanstack/react-query';
import type { CompetitionInput } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { ErrorState } from '@/components/ui/error-state';
import { PageSpinner } from '@/components/ui/spinner';
import { useCompetition } from '@/features/competitions/api/get-competition';
import { competitionKeys } from '@/features/competitions/api/query-keys';
import { updateCompetition } from '@/features/competitions/api/update-competition';
import { CompetitionForm } from '@/features/competitions/components/competition-form';
import { useCompetitionAdminGuard } from '@/features/competitions/hooks/use-competition-admin-guard';
import { toast } from '@/lib/lazy-toast';
import { useCurrentUser } from '@/lib/session';

/** `/competitions/:id/edit` — admins edit a competition (not once its winners are stored). */
export function Component() {
  const { t } = useTranslation('competitions');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const access = useCompetitionAdminGuard();
  const competition = useCompetition(id, { enabled: user?.role === 'admin' });
  if (access !== 'allowed' || competition.isPending) return <PageSpinner />;
  if (competition.isError) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-16">
        <ErrorState headingLevel={1} message={t('form.loadError')} onRetry={() => void competition.refetch()} />
      </div>
    );
  }

  const submit = async (input: CompetitionInput) => {
    const saved = await updateCompetition(id, input);
    queryClient.setQueryData(competitionKeys.detail(id), saved);
    void queryClient.invalidateQueries({ queryKey: competitionKeys.all });
    toast.success(t('form.saved'));
    void navigate(`/competitions/${id}`);
  };
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <PageTitle title={t('form.editTitle')} noIndex />
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('form.editTitle')}</h1>
        <p className="mt-1 text-muted-foreground">{competition.data.title}</p>
      </header>
      {competition.data.finalizedAt ? (
        <p role="alert" className="rounded-md border p-3 text-sm">
          {t('form.finalized')}
        </p>
      ) : (
        <CompetitionForm key={competition.data.id} initial={competition.data} onSubmit={submit} onCancel={() => void navigate(`/competitions/${id}`)} />
      )}
    </div>
  );
}
Component.displayName = 'CompetitionEditPage';
