import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AssistantStreamEvent, GarageCard } from '@garaj/shared';
import { i18n } from '@/lib/i18n';
import type { CurrentUser } from '@/lib/session';
import { calls, jsonResponse, mockFetch, sentBodies } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { AssistantPanel } from './assistant-panel';
import { parseAnswer } from './answer-text';

const auth = vi.hoisted(() => ({ user: null as CurrentUser | null }));
vi.mock('@/lib/session', async (original) => (await import('@/test/session-mock')).sessionAs(original, auth));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const member: CurrentUser = { id: 'u1', email: 'a@b.c', username: 'mert', displayUsername: 'mert', role: 'user', image: null, emailVerified: true };
const bike = { id: '11111111-1111-4111-8111-111111111111', name: 'Kırmızı Ok', vehicleType: 'motorcycle', carBrand: 'Honda', carModel: 'CBR500R', carYear: 2021 } as GarageCard;

const META: AssistantStreamEvent = { type: 'meta', mode: 'offline', topics: ['turbo'], sources: [{ kind: 'post', title: 'Turbo Rehberi', url: '/blog/turbo-rehberi' }], garage: null };
const line = (event: AssistantStreamEvent) => `${JSON.stringify(event)}\n`;

/** A streamed response whose chunks the test releases one by one. */
function controlledStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'application/x-ndjson' } }),
    push: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

function ndjson(events: AssistantStreamEvent[]): Response {
  return new Response(events.map(line).join(''), { status: 200, headers: { 'Content-Type': 'application/x-ndjson' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
  auth.user = null;
});

describe('AssistantPanel', () => {
  it('keeps send disabled while the question is empty or whitespace', async () => {
    mockFetch(() => jsonResponse(null, 404));
    const { user } = renderWithProviders(<AssistantPanel />);
    const send = screen.getByRole('button', { name: 'Gönder' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Sorunuz'), '   ');
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Sorunuz'), 'turbo');
    expect(send).toBeEnabled();
  });

  it('sends with Ctrl+Enter and ⌘+Enter, trimmed; shows İşleniyor... (disabled) while the answer streams in', async () => {
    const stream = controlledStream();
    const fetchMock = mockFetch(() => stream.response);
    const { user } = renderWithProviders(<AssistantPanel />);
    const textarea = screen.getByLabelText('Sorunuz');
    await user.type(textarea, '  Golf turbo kaça olur?  ');
    await user.keyboard('{Control>}{Enter}{/Control}');

    expect(sentBodies(fetchMock, 'POST /api/assistant/answers')).toEqual([{ question: 'Golf turbo kaça olur?', garageId: null }]);
    const processing = screen.getByRole('button', { name: 'İşleniyor...' });
    expect(processing).toBeDisabled();
    // ⌘+Enter while running sends nothing more.
    await user.keyboard('{Meta>}{Enter}{/Meta}');
    expect(calls(fetchMock)).toEqual(['POST /api/assistant/answers']);

    stream.push(line(META));
    stream.push(line({ type: 'delta', text: '**Turbo**\n' }));
    expect(await screen.findByText('Turbo', { selector: 'strong' })).toBeInTheDocument();
    stream.push(line({ type: 'delta', text: '- Turbo kit: 25.000–60.000 TL\n' }).slice(0, 20));
    stream.push(line({ type: 'delta', text: '- Turbo kit: 25.000–60.000 TL\n' }).slice(20));
    expect(await screen.findByText('Turbo kit: 25.000–60.000 TL')).toBeInTheDocument();
    expect(screen.queryByText('Yanıtı Kaydet')).not.toBeInTheDocument();
    stream.push(line({ type: 'done', mode: 'offline', fallback: false, model: null }));
    stream.end();

    expect(await screen.findByRole('button', { name: 'Gönder' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Turbo Rehberi' })).toHaveAttribute('href', '/blog/turbo-rehberi');
    expect(screen.getByText('Çevrimdışı bilgi bankası')).toBeInTheDocument();
    // The knowledge base answered: the note says so, and never that AI wrote it.
    expect(screen.getByText(/^Bu yanıt Garaj'ın yerleşik bilgi bankasından hazırlandı; yapay zekâ kullanılmadı\./)).toBeInTheDocument();
    expect(screen.queryByText(/yapay zekâ (destekli|modeli).*oluşturuldu/)).not.toBeInTheDocument();

    // ⌘+Enter sends too.
    await user.keyboard('{Meta>}{Enter}{/Meta}');
    expect(calls(fetchMock)).toEqual(['POST /api/assistant/answers', 'POST /api/assistant/answers']);
  });

  it('asks a quick question by its chip; Clear empties the panel', async () => {
    const fetchMock = mockFetch(() => ndjson([META, { type: 'delta', text: 'Cevap metni' }, { type: 'done', mode: 'offline', fallback: false, model: null }]));
    const { user } = renderWithProviders(<AssistantPanel />);
    const chips = screen.getByRole('list', { name: 'Hızlı sorular' });
    expect(within(chips).getAllByRole('button')).toHaveLength(5);
    await user.click(within(chips).getByRole('button', { name: 'Stage 1 ECU yazılımı motora zarar verir mi?' }));
    expect(sentBodies(fetchMock, 'POST /api/assistant/answers')).toEqual([{ question: 'Stage 1 ECU yazılımı motora zarar verir mi?', garageId: null }]);
    expect(await screen.findByText('Cevap metni')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Temizle' }));
    expect(screen.queryByText('Cevap metni')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Sorunuz')).toHaveValue('');
  });

  it('replaces a failed model answer by the offline one after a fallback event', async () => {
    mockFetch(() =>
      ndjson([{ ...META, mode: 'model' }, { type: 'delta', text: 'Yarım model ' }, { type: 'fallback' }, { type: 'delta', text: 'Çevrimdışı cevap' }, { type: 'done', mode: 'offline', fallback: true, model: null }]),
    );
    const { user } = renderWithProviders(<AssistantPanel />);
    await user.type(screen.getByLabelText('Sorunuz'), 'turbo');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText('Çevrimdışı cevap')).toBeInTheDocument();
    expect(screen.queryByText(/Yarım model/)).not.toBeInTheDocument();
    expect(screen.getByText(/çevrimdışı bilgi bankasının yanıtı gösteriliyor/)).toBeInTheDocument();
    expect(await screen.findByText(/^Bu yanıt Garaj'ın yerleşik bilgi bankasından hazırlandı/)).toBeInTheDocument();
    expect(screen.queryByText(/tarafından oluşturuldu/)).not.toBeInTheDocument();
  });

  it.each([
    ['tr', 'Bu yanıt yapay zekâ modeli (gpt-4o-mini) tarafından oluşturuldu. Fiyatlar yaklaşıktır; yasal notlar genel bilgidir, hukuki görüş değildir.'],
    ['en', 'This answer was generated by the AI model (gpt-4o-mini), in Turkish. Prices are approximate; legal notes are general information, not legal advice.'],
  ] as const)('names the configured model that wrote the answer (%s)', async (language, note) => {
    mockFetch(() => ndjson([{ ...META, mode: 'model' }, { type: 'delta', text: 'Model cevabı' }, { type: 'done', mode: 'model', fallback: false, model: 'gpt-4o-mini' }]));
    await i18n.changeLanguage(language);
    try {
      const { user } = renderWithProviders(<AssistantPanel />);
      await user.type(screen.getByLabelText(language === 'tr' ? 'Sorunuz' : 'Your question'), 'turbo');
      await user.click(screen.getByRole('button', { name: language === 'tr' ? 'Gönder' : 'Send' }));
      expect(await screen.findByText(note)).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('tr');
    }
  });

  it("toasts 'Hata' / 'AI yanıtı alınırken bir hata oluştu.' when the request fails", async () => {
    mockFetch(() => new Response('oops', { status: 500 }));
    const { user } = renderWithProviders(<AssistantPanel />);
    await user.type(screen.getByLabelText('Sorunuz'), 'turbo');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Hata', { description: 'AI yanıtı alınırken bir hata oluştu.' }));
    expect(screen.getByRole('button', { name: 'Gönder' })).toBeEnabled();
  });

  it("toasts 'Ses tanıma desteklenmiyor.' without the Web Speech API", async () => {
    mockFetch(() => jsonResponse(null, 404));
    const { user } = renderWithProviders(<AssistantPanel />);
    await user.click(screen.getByRole('button', { name: 'Dinle' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Hata', { description: 'Ses tanıma desteklenmiyor.' }));
  });

  it('listens in tr-TR and writes the transcript; an error toasts', async () => {
    mockFetch(() => jsonResponse(null, 404));
    const instances: FakeRecognition[] = [];
    class FakeRecognition {
      lang = '';
      continuous = true;
      interimResults = true;
      maxAlternatives = 5;
      onresult: ((event: { results: { transcript: string }[][] }) => void) | null = null;
      onerror: ((event: { error: string }) => void) | null = null;
      onend: (() => void) | null = null;
      constructor() {
        instances.push(this);
      }
      start() {}
      stop() {
        this.onend?.();
      }
      abort() {}
    }
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const { user } = renderWithProviders(<AssistantPanel />);
    await user.click(screen.getByRole('button', { name: 'Dinle' }));
    const recognition = instances[0]!;
    expect(recognition).toMatchObject({ lang: 'tr-TR', continuous: false, interimResults: false });
    expect(screen.getByRole('button', { name: 'Durdur' })).toHaveAttribute('aria-pressed', 'true');
    recognition.onresult?.({ results: [[{ transcript: 'egzoz sesi' }]] });
    recognition.onend?.();
    expect(await screen.findByRole('button', { name: 'Dinle' })).toBeInTheDocument();
    expect(screen.getByLabelText('Sorunuz')).toHaveValue('egzoz sesi');

    await user.click(screen.getByRole('button', { name: 'Dinle' }));
    instances[1]!.onerror?.({ error: 'network' });
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Hata', { description: 'Ses tanıma hatası oluştu.' }));
  });

  it("visitors see a sign-in hint instead of the garage picker and no 'save'", async () => {
    mockFetch(() => ndjson([META, { type: 'delta', text: 'Cevap' }, { type: 'done', mode: 'offline', fallback: false, model: null }]));
    const { user } = renderWithProviders(<AssistantPanel />);
    expect(screen.getByText(/Giriş yaparsanız garajınızdaki aracı seçebilir/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Hangi aracınız için?')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Sorunuz'), 'turbo');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText('Cevap')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yanıtı Kaydet' })).not.toBeInTheDocument();
  });

  it("a member picks a garage (its type shown, no fixed 'Otomobil'), asks for it and saves the answer", async () => {
    auth.user = member;
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === '/api/garages/mine') return jsonResponse({ items: [bike], nextCursor: null });
      if (url.pathname === '/api/assistant/answers') {
        return ndjson([{ ...META, garage: { id: bike.id, name: bike.name, vehicleType: 'motorcycle', brand: 'Honda', model: 'CBR500R', year: 2021, horsepower: 47 } }, { type: 'delta', text: 'Motosiklet cevabı' }, { type: 'done', mode: 'offline', fallback: false, model: null }]);
      }
      if (url.pathname === '/api/assistant/saved-answers' && init.method === 'POST') return jsonResponse({ id: 's1' }, 201);
      return jsonResponse(null, 404);
    });
    const { user } = renderWithProviders(<AssistantPanel />);
    expect(screen.queryByText('Otomobil')).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Hangi aracınız için?' }));
    await user.click(await screen.findByRole('option', { name: 'Kırmızı Ok · Honda CBR500R (2021)' }));
    expect(screen.getByTestId('assistant-vehicle-type')).toHaveTextContent('Motosiklet');

    await user.type(screen.getByLabelText('Sorunuz'), 'egzoz');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText('Motosiklet cevabı')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/assistant/answers')).toEqual([{ question: 'egzoz', garageId: bike.id }]);

    await user.click(screen.getByRole('button', { name: 'Yanıtı Kaydet' }));
    expect(await screen.findByRole('button', { name: 'Kaydedildi' })).toBeDisabled();
    expect(sentBodies(fetchMock, 'POST /api/assistant/saved-answers')).toEqual([
      { question: 'egzoz', answer: 'Motosiklet cevabı', sources: META.type === 'meta' ? META.sources : [], garageId: bike.id },
    ]);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Başarılı!', { description: 'Yanıt kaydedildi.' }));
  });
});

describe('parseAnswer', () => {
  it('reads paragraphs and bullets and never HTML', () => {
    expect(parseAnswer('**Başlık**\nmetin\n\n- bir\n- iki\n<script>x</script>')).toEqual([
      { kind: 'p', lines: ['**Başlık**', 'metin'] },
      { kind: 'ul', items: ['bir', 'iki'] },
      { kind: 'p', lines: ['<script>x</script>'] },
    ]);
  });
});
