import { assistantApi, type AssistantQuestionInput, type AssistantStreamEvent } from '@garaj/shared';
import { ApiError, apiUrl } from '@/lib/api-client';

/**
 * POST /api/assistant/answers — asks the assistant and reads its NDJSON answer as it streams
 * (one `AssistantStreamEvent` per line: meta → delta… → done), calling `onEvent` for each.
 * Resolves when the stream ends; rejects with {@link ApiError} for a refusal (400, 401, 404,
 * 429 — JSON bodies), a network failure or a stream that ends without `done`, and with the
 * AbortError when `signal` aborts.
 */
export async function askAssistant(input: AssistantQuestionInput, onEvent: (event: AssistantStreamEvent) => void, signal?: AbortSignal): Promise<void> {
  let response: Response;
  try {
    response = await fetch(apiUrl(assistantApi.askAssistant), {
      method: assistantApi.askAssistant.method,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson, application/json' },
      body: JSON.stringify(input),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Network request failed' });
  }
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | null;
    throw new ApiError({
      status: response.status,
      code: body?.error?.code ?? (response.status >= 500 ? 'INTERNAL' : 'UNKNOWN'),
      message: body?.error?.message ?? response.statusText,
      fields: body?.error?.fields,
    });
  }

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let finished = false;
  const handle = (line: string) => {
    if (!line.trim()) return;
    const event = JSON.parse(line) as AssistantStreamEvent;
    if (event.type === 'error') throw new ApiError({ status: 500, code: event.code, message: event.code });
    if (event.type === 'done') finished = true;
    onEvent(event);
  };
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'The answer stream broke' });
    }
    if (chunk.done) break;
    buffer += decoder.decode(chunk.value, { stream: true });
    let newline = buffer.indexOf('\n');
    while (newline >= 0) {
      handle(buffer.slice(0, newline));
      buffer = buffer.slice(newline + 1);
      newline = buffer.indexOf('\n');
    }
  }
  handle(buffer + decoder.decode());
  if (!finished) throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'The answer stream ended early' });
}
