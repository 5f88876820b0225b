import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateAllLazySections, lazySection, SectionPlaceholder } from './lazy-section';

function Greeting({ name }: { name: string }) {
  return <p>Merhaba {name}</p>;
}

/** A section module whose import resolves when the test says so. */
function deferredModule() {
  let resolve!: () => void;
  const ready = new Promise<void>((done) => {
    resolve = done;
  });
  const load = vi.fn(() => ready.then(() => Greeting));
  return { load, resolve };
}

class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe() {}
  disconnect() {}
  /** The observed element comes near the viewport. */
  enter() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeIntersectionObserver.instances = [];
});

describe('lazySection', () => {
  it('shows the placeholder, loads the code only when the section nears the viewport, then renders it', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { load, resolve } = deferredModule();
    const Section = lazySection(load, { name: 'greeting', placeholder: <SectionPlaceholder className="h-40" /> });
    const { container } = render(<Section name="Ayşe" />);

    expect(container.querySelector('[data-lazy-section="greeting"] [aria-busy="true"]')).not.toBeNull();
    expect(load).not.toHaveBeenCalled();

    act(() => FakeIntersectionObserver.instances[0]!.enter());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    resolve();
    expect(await screen.findByText('Merhaba Ayşe')).toBeInTheDocument();
  });

  it('loads on the first interaction with the page, before the section is near', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { load, resolve } = deferredModule();
    const Section = lazySection(load, { ssr: true });
    render(<Section name="Can" />);
    expect(load).not.toHaveBeenCalled();

    act(() => {
      document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    resolve();
    expect(await screen.findByText('Merhaba Can')).toBeInTheDocument();
  });

  it('hydrateAllLazySections loads every section and waits for the server-rendered ones', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { load, resolve } = deferredModule();
    const Section = lazySection(load, { ssr: true });
    render(<Section name="Deniz" />);

    let settled = false;
    const done = hydrateAllLazySections(10_000).then(() => {
      settled = true;
    });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(settled).toBe(false);
    resolve();
    expect(await screen.findByText('Merhaba Deniz')).toBeInTheDocument();
    await waitFor(() => expect(settled).toBe(true));
    await done;
  });
});
