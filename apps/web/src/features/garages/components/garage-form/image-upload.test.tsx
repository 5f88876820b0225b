/** Tests of the shared ImageUpload (src/components/image-upload.tsx) and lib/upload-image.ts. */
import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@garaj/shared';
import { ImageUpload, type ImageUploadItem } from '@/components/image-upload';
import { renderWithProviders } from '@/test/test-utils';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', async (importOriginal) => ({ ...(await importOriginal<object>()), toast }));

const IMAGE_ID = '3f1c9a52-8c1e-4a4e-9a51-2f0b8d6f1a11';
const TOO_LARGE = "Dosya boyutu 10MB'dan büyük olamaz.";
const NOT_IMAGE = 'Sadece resim dosyaları yüklenebilir.';

function Harness({
  initial = [],
  onChange,
  purpose = 'garage',
}: {
  initial?: ImageUploadItem[];
  onChange: (v: ImageUploadItem[]) => void;
  purpose?: 'garage' | 'avatar';
}) {
  const [value, setValue] = useState(initial);
  return (
    <ImageUpload
      purpose={purpose}
      multiple={purpose === 'garage'}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function file(name: string, type: string, size = 1024): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

const fileInput = () => screen.getByLabelText(/fotoğraf seçin/i) as HTMLInputElement;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('ImageUpload', () => {
  let fetchSpy: MockInstance<typeof fetch>;
  beforeEach(() => {
    fetchSpy = vi.spyOn(globalThis, 'fetch');
  });
  afterEach(() => {
    toast.success.mockClear();
    toast.error.mockClear();
  });

  it('refuses a file over 10 MB without calling the server', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    fireEvent.change(fileInput(), {
      target: { files: [file('big.jpg', 'image/jpeg', MAX_UPLOAD_BYTES + 1)] },
    });
    expect(await screen.findByText(TOO_LARGE)).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(TOO_LARGE);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a text file (picked or dropped) without calling the server', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    expect(fileInput()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    fireEvent.change(fileInput(), { target: { files: [file('notes.txt', 'text/plain')] } });
    expect(await screen.findByText(NOT_IMAGE)).toBeInTheDocument();

    fireEvent.drop(fileInput().parentElement!, {
      dataTransfer: { files: [file('doc.pdf', 'application/pdf')] },
    });
    expect(toast.error).toHaveBeenCalledTimes(2);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('uploads a picked image at once as multipart `file` and adds it', async () => {
    fetchSpy.mockResolvedValue(
      json(201, {
        id: IMAGE_ID,
        url: `/media/images/${IMAGE_ID}/1280.webp`,
        srcset: null,
        width: 1600,
        height: 1200,
      }),
    );
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    fireEvent.change(fileInput(), { target: { files: [file('car.jpg', 'image/jpeg')] } });

    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith([expect.objectContaining({ imageId: IMAGE_ID })]),
    );
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/images?purpose=garage');
    expect(init.method).toBe('POST');
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
    expect(toast.success).toHaveBeenCalledWith('Garaj fotoğrafı başarıyla yüklendi.');
    expect(screen.getByRole('img', { name: 'Fotoğraf 1 / 1' })).toBeInTheDocument();
    expect(screen.getByText('Kapak')).toBeInTheDocument();
  });

  it('shows the upload messages for server refusals (too large, "Dosya yüklenirken bir hata oluştu.")', async () => {
    fetchSpy
      .mockResolvedValueOnce(new Response('Payload Too Large', { status: 413 }))
      .mockResolvedValueOnce(json(500, { error: { code: 'UPLOAD_FAILED', message: 'x' } }));
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} purpose="avatar" />);
    fireEvent.change(fileInput(), { target: { files: [file('me.png', 'image/png')] } });
    expect(await screen.findByText(TOO_LARGE)).toBeInTheDocument();
    fireEvent.change(fileInput(), { target: { files: [file('me.png', 'image/png')] } });
    expect(await screen.findByText('Dosya yüklenirken bir hata oluştu.')).toBeInTheDocument();
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/images?purpose=avatar');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('offers no image address box: photos are uploaded', () => {
    renderWithProviders(<Harness onChange={vi.fn()} />);
    expect(screen.queryByLabelText(/görsel adresi/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ekle' })).not.toBeInTheDocument();
  });

  it('reorders photos, sets the cover and removes, keeping focus on the moved photo', async () => {
    const onChange = vi.fn();
    const initial = [
      { url: 'https://example.com/1.jpg' },
      { url: 'https://example.com/2.jpg' },
      { url: 'https://example.com/3.jpg' },
    ];
    const { user } = renderWithProviders(<Harness onChange={onChange} initial={initial} />);

    await user.click(screen.getByRole('button', { name: 'Fotoğraf 2: sola taşı' }));
    expect(onChange).toHaveBeenLastCalledWith([initial[1], initial[0], initial[2]]);
    expect(screen.getByText('Fotoğraf 1. sıraya taşındı.')).toBeInTheDocument();
    // The moved photo is now first; its "move left" is disabled, so focus went to another of its buttons.
    expect(document.activeElement).toHaveAccessibleName('Fotoğraf 1: sağa taşı');

    await user.click(screen.getByRole('button', { name: 'Fotoğraf 3: kapak fotoğrafı yap' }));
    expect(onChange).toHaveBeenLastCalledWith([initial[2], initial[1], initial[0]]);

    await user.click(screen.getByRole('button', { name: 'Fotoğraf 1: kaldır' }));
    expect(onChange).toHaveBeenLastCalledWith([initial[1], initial[0]]);
  });
});
