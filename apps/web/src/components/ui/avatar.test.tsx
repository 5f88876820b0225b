import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Avatar, AvatarFallback, AvatarImage } from './avatar';

/** A stand-in for `window.Image` whose loading the test finishes by hand. */
class FakeImage extends EventTarget {
  static last: FakeImage | null = null;
  src = '';
  crossOrigin: string | null = null;
  referrerPolicy = '';
  complete = false;
  naturalWidth = 0;
  constructor() {
    super();
    FakeImage.last = this;
  }
  finish(ok: boolean) {
    this.complete = true;
    this.naturalWidth = ok ? 64 : 0;
    this.dispatchEvent(new Event(ok ? 'load' : 'error'));
  }
}

function renderAvatar(src: string | undefined) {
  return render(
    <Avatar className="size-8">
      {src ? <AvatarImage src={src} alt="" /> : null}
      <AvatarFallback aria-hidden="true">A</AvatarFallback>
    </Avatar>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeImage.last = null;
});

describe('Avatar', () => {
  it('shows the fallback until the image has loaded, then only the image', () => {
    vi.stubGlobal('Image', FakeImage);
    const { container } = renderAvatar('/media/a.webp');
    const root = container.querySelector('[data-slot="avatar"]');
    expect(root).toHaveClass('size-8', 'rounded-full');
    expect(root).toHaveTextContent('A');
    expect(container.querySelector('img')).toBeNull();
    expect(FakeImage.last?.src).toBe('/media/a.webp');

    act(() => FakeImage.last?.finish(true));
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', '/media/a.webp');
    expect(img).toHaveClass('aspect-square', 'size-full', 'object-cover');
    expect(screen.queryByText('A')).not.toBeInTheDocument();
  });

  it('keeps the fallback when the image fails', () => {
    vi.stubGlobal('Image', FakeImage);
    const { container } = renderAvatar('/media/missing.webp');
    act(() => FakeImage.last?.finish(false));
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('A')).toHaveClass('bg-secondary');
  });

  it('shows the fallback when there is no image', () => {
    renderAvatar(undefined);
    expect(screen.getByText('A')).toBeInTheDocument();
  });
});
