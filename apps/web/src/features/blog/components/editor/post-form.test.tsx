import { screen, waitFor } from '@testing-library/react';
import type { BlogPostInput } from '@garaj/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/test-utils';
import { makePostDetail } from '../../testing/fixtures';
import { PostForm, hasBodyContent } from './post-form';

describe('PostForm', () => {
  it('refuses an empty post field by field and sends nothing', async () => {
    const onSubmit = vi.fn<(input: BlogPostInput) => Promise<void>>();
    const { user } = renderWithProviders(<PostForm onSubmit={onSubmit} onCancel={() => {}} />);
    const body = await screen.findByRole('textbox', { name: 'İçerik' });
    expect(body.querySelector('p')).toHaveAttribute('data-placeholder', 'Yazınızı buraya yazın...');
    expect(screen.getByRole('button', { name: 'Ara başlık' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Yayımla' }));
    expect(await screen.findByText('Yazının içeriği boş olamaz.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Başlık' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Kategori' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Bu alan zorunludur.')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves a stored post as a draft with its fields, tags and cover', async () => {
    const onSubmit = vi.fn<(input: BlogPostInput) => Promise<void>>().mockResolvedValue();
    const post = makePostDetail({ cover: { id: '33333333-3333-4333-8333-333333333333', url: '/media/images/x/640.webp', srcset: null, width: 640, height: 360 } });
    const { user } = renderWithProviders(<PostForm initial={post} onSubmit={onSubmit} onCancel={() => {}} />);
    await screen.findByRole('textbox', { name: 'İçerik' });

    const tags = screen.getByRole('textbox', { name: 'Etiketler' });
    await user.type(tags, 'yağ{Enter}');
    await user.type(tags, 'BAKIM{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Bu etiket zaten eklendi.');
    await user.click(screen.getByRole('button', { name: 'vites etiketini kaldır' }));

    await user.click(screen.getByRole('button', { name: 'Taslak Olarak Kaydet' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      title: 'Şanzıman Ayarı',
      excerpt: 'Vites geçişlerini yumuşatmanın yolları.',
      category: 'guides',
      tags: ['şanzıman', 'bakım', 'debriyaj', 'yağ'],
      body: post.bodyHtml,
      coverImageId: '33333333-3333-4333-8333-333333333333',
      status: 'draft',
    });
  });

  it("shows the server's field refusals on the fields and keeps what was typed", async () => {
    const onSubmit = vi.fn<(input: BlogPostInput) => Promise<void>>().mockRejectedValue(
      new ApiError({ status: 400, code: 'IMAGE_NOT_FOUND', message: 'x', fields: { body: 'IMAGE_NOT_FOUND' } }),
    );
    const { user } = renderWithProviders(<PostForm initial={makePostDetail()} onSubmit={onSubmit} onCancel={() => {}} />);
    await screen.findByRole('textbox', { name: 'İçerik' });
    const title = screen.getByRole('textbox', { name: 'Başlık' });
    await user.clear(title);
    await user.type(title, 'Yeni başlık');
    await user.click(screen.getByRole('button', { name: 'Güncelle' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Fotoğraf bulunamadı.');
    expect(screen.getByText('Fotoğraf bulunamadı.', { selector: '#post-body-error' })).toBeInTheDocument();
    expect(title).toHaveValue('Yeni başlık');
  });
});

describe('hasBodyContent', () => {
  it('counts text or an image as content, not empty paragraphs', () => {
    expect(hasBodyContent('')).toBe(false);
    expect(hasBodyContent('<p></p><p>&nbsp;</p>')).toBe(false);
    expect(hasBodyContent('<p>x</p>')).toBe(true);
    expect(hasBodyContent('<img src="/media/images/a/640.webp">')).toBe(true);
  });
});
