import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkDocumentFile, uploadDocument } from './upload-document';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('checkDocumentFile', () => {
  it('accepts PDFs and images up to 10 MB, by type or else by name', () => {
    expect(checkDocumentFile({ name: 'dyno.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(checkDocumentFile({ name: 'dyno.png', type: 'image/png', size: 1000 })).toBeNull();
    expect(checkDocumentFile({ name: 'dyno.PDF', type: '', size: 1000 })).toBeNull();
    expect(checkDocumentFile({ name: 'rapor.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: 1000 })).toBe('DOCUMENT_TYPE_INVALID');
    expect(checkDocumentFile({ name: 'dyno.pdf', type: 'application/pdf', size: 11 * 1024 * 1024 })).toBe('FILE_TOO_LARGE');
  });
});

describe('uploadDocument', () => {
  it('posts the file with its purpose and returns the stored document', async () => {
    const stored = { id: 'd1', kind: 'pdf', url: '/media/documents/d1.pdf?name=a.pdf', name: 'a.pdf', bytes: 3, createdAt: '2026-01-01T00:00:00.000Z' };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(stored), { status: 201, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await uploadDocument(new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }), 'dyno_sheet');
    expect(result).toEqual(stored);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(url)).toContain('/api/documents?purpose=dyno_sheet');
    expect(init.body).toBeInstanceOf(FormData);
  });

  it('refuses a file of another type without calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(uploadDocument(new File(['x'], 'a.txt', { type: 'text/plain' }), 'expert_report')).rejects.toMatchObject({ code: 'DOCUMENT_TYPE_INVALID' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
