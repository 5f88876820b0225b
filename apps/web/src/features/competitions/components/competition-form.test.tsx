import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/test-utils';
import { makeCompetition } from '../testing/fixtures';
import { CompetitionForm, fromLocalInput, toCompetitionInput, toLocalInput } from './competition-form';

describe('competition form values', () => {
  it('turns datetime-local text into instants and back, and rules into a list', () => {
    const local = toLocalInput('2026-05-01T10:30:00.000Z');
    expect(new Date(fromLocalInput(local)).toISOString()).toBe('2026-05-01T10:30:00.000Z');
    expect(fromLocalInput('')).toBe('');
    const input = toCompetitionInput({
      title: 'T',
      description: 'D',
      category: 'stance',
      startsAt: local,
      endsAt: local,
      maxParticipants: '25',
      prize: '',
      rules: ' Bir \n\n İki ',
      image: [],
      titleEn: 'T en',
      descriptionEn: '',
      prizeEn: '',
      rulesEn: 'One\n\n',
    });
    expect(input).toMatchObject({ maxParticipants: 25, rules: ['Bir', 'İki'], imageId: null, category: 'stance', titleEn: 'T en', rulesEn: ['One'] });
  });
});

describe('CompetitionForm', () => {
  it('refuses an end before the start on the field, without sending', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const initial = makeCompetition({ startsAt: '2026-12-01T10:00:00.000Z', endsAt: '2026-12-01T10:00:00.000Z' });
    const { user } = renderWithProviders(<CompetitionForm initial={initial} onSubmit={onSubmit} onCancel={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Bitiş tarihi başlangıç tarihinden sonra olmalıdır.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the edited competition', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user } = renderWithProviders(<CompetitionForm initial={makeCompetition()} onSubmit={onSubmit} onCancel={() => {}} />);
    await user.clear(screen.getByLabelText('Başlık'));
    await user.type(screen.getByLabelText('Başlık'), 'Yeni Ad');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Yeni Ad', category: 'clean', maxParticipants: 50, startsAt: '2026-11-01T10:00:00.000Z', endsAt: '2026-12-01T10:00:00.000Z', rules: ['Araç size ait olmalı'] }),
    );
  });

  it('edits the stored Turkish and English texts, not the ones translated for reading', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const texts = { title: 'Yaz Şovu', titleEn: 'Summer Show', description: 'Aracını göster.', descriptionEn: null, prize: 'Kupa', prizeEn: null, rules: ['Kural'], rulesEn: ['Rule'] };
    // Read in English: the card's title is the English one; the form still edits both.
    const initial = makeCompetition({ title: 'Summer Show', canManage: true, texts });
    const { user } = renderWithProviders(<CompetitionForm initial={initial} onSubmit={onSubmit} onCancel={() => {}} />);
    expect(screen.getByLabelText('Başlık')).toHaveValue('Yaz Şovu');
    expect(screen.getByLabelText('Başlık (İngilizce)')).toHaveValue('Summer Show');
    await user.type(screen.getByLabelText('Ödül (İngilizce)'), 'A trophy');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ title: 'Yaz Şovu', titleEn: 'Summer Show', prize: 'Kupa', prizeEn: 'A trophy', rules: ['Kural'], rulesEn: ['Rule'] }));
  });
});
