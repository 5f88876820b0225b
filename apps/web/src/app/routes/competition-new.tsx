import { useQueryClient } from '@tanstack/react-query';
import type { CompetitionInput } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { PageSpinner } from '@/components/ui/spinner';
import { createCompetition } from '@/features/competitions/api/create-competition';
import { competitionKeys } from '@/features/competitions/api/query-keys';
import { CompetitionForm } from '@/features/competitions/components/competition-form';
import { useCompetitionAdminGuard } from '@/features/competitions/hooks/use-competition-admin-guard';
import { toast } from '@/lib/lazy-toast';

/** `/competitions/new` — admins create a competition (others: 'Giriş Gerekli' / 'Erişim Reddedildi'). */
export function Component() {
  const { t } = useTranslation('competitions');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const access = useCompetitionAdminGuard();
  if (access !== 'allowed') return <PageSpinner />;

  const submit = async (input: CompetitionInput) => {
    const created = await createCompetition(input);
    queryClient.setQueryData(competitionKeys.detail(created.id), created);
    void queryClient.invalidateQueries({ queryKey: competitionKeys.all });
    toast.success(t('form.created'));
    void navigate(`/competitions/${created.id}`);
  };
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <PageTitle title={t('form.newTitle')} noIndex />
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('form.newTitle')}</h1>
        <p className="mt-1 text-muted-foreground">{t('form.newText')}</p>
      </header>
      <CompetitionForm onSubmit={submit} onCancel={() => void navigate('/competitions')} />
    </div>
  );
}
Component.displayName = 'CompetitionNewPage';
