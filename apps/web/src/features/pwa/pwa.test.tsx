import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InstallPrompt } from './components/install-prompt';
import { dismissedRecently, INSTALL_DISMISS_MS, INSTALL_DISMISSED_KEY, type BeforeInstallPromptEvent } from './hooks/use-install-prompt';
import { startPwa } from '.';

/** A `beforeinstallprompt` whose browser dialog answers `outcome`. */
function installEvent(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  const prompt = vi.fn(async () => {});
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  return { event, prompt };
}

/** Makes `(pointer: coarse)` match (a phone) or not. */
function coarsePointer(coarse: boolean) {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    query === '(pointer: coarse)' ? ({ matches: coarse, media: query } as MediaQueryList) : original(query),
  );
}

afterEach(() => {
  window.localStorage.clear();
  document.body.innerHTML = '';
});

describe('install prompt', () => {
  it("'Yükle' opens the browser's dialog and closes the card; declining there keeps it away for 30 days", async () => {
    const { event, prompt } = installEvent('dismissed');
    render(<InstallPrompt event={event} />);
    expect(screen.getByRole('region', { name: "Garaj'ı ana ekranına ekle" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yükle' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await waitFor(() => expect(dismissedRecently()).toBe(true));
  });

  it('an installed app is not remembered as declined', async () => {
    const { event } = installEvent('accepted');
    render(<InstallPrompt event={event} />);
    await userEvent.click(screen.getByRole('button', { name: 'Yükle' }));
    await act(() => event.userChoice);
    expect(window.localStorage.getItem(INSTALL_DISMISSED_KEY)).toBeNull();
  });

  it("'Şimdi değil' closes the card for 30 days, not longer", async () => {
    const { event, prompt } = installEvent();
    render(<InstallPrompt event={event} />);
    await userEvent.click(screen.getByRole('button', { name: 'Şimdi değil' }));
    expect(prompt).not.toHaveBeenCalled();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    const at = Number(window.localStorage.getItem(INSTALL_DISMISSED_KEY));
    expect(dismissedRecently(at + INSTALL_DISMISS_MS - 1)).toBe(true);
    expect(dismissedRecently(at + INSTALL_DISMISS_MS)).toBe(false);
  });
});

describe('startPwa', () => {
  it('answers the browser on a phone with the card, leaves a desktop and a recent "Şimdi değil" to the browser', async () => {
    startPwa();

    coarsePointer(false);
    const desktop = installEvent();
    window.dispatchEvent(desktop.event);
    expect(desktop.event.defaultPrevented).toBe(false);

    coarsePointer(true);
    window.localStorage.setItem(INSTALL_DISMISSED_KEY, String(Date.now() - 1000));
    const declined = installEvent();
    window.dispatchEvent(declined.event);
    expect(declined.event.defaultPrevented).toBe(false);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    window.localStorage.clear();
    const phone = installEvent();
    act(() => void window.dispatchEvent(phone.event));
    expect(phone.event.defaultPrevented).toBe(true);
    expect(await screen.findByRole('region', { name: "Garaj'ı ana ekranına ekle" })).toBeInTheDocument();
  });
});
