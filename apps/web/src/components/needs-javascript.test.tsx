import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NeedsJavaScript } from './needs-javascript';

const dimmed = ['[&>:first-child]:pointer-events-none', '[&>:first-child]:opacity-60'];

describe('NeedsJavaScript', () => {
  it('is dimmed in the server HTML', () => {
    const html = renderToString(
      <NeedsJavaScript>
        <button type="button">share</button>
      </NeedsJavaScript>,
    );
    const wrapper = new DOMParser().parseFromString(html, 'text/html').querySelector('[data-slot="needs-javascript"]')!;
    for (const name of dimmed) expect(wrapper.classList).toContain(name);
  });

  it('is the control as it is once the app runs, whatever <html> carries', () => {
    delete document.documentElement.dataset.hydrated;
    render(
      <NeedsJavaScript>
        <button type="button">share</button>
      </NeedsJavaScript>,
    );
    const wrapper = screen.getByRole('button', { name: 'share' }).parentElement!;
    expect(wrapper).toHaveAttribute('data-slot', 'needs-javascript');
    for (const name of dimmed) expect(wrapper.classList).not.toContain(name);
    expect(wrapper.className).not.toMatch(/opacity-60|pointer-events-none/);
    expect(wrapper).not.toHaveAttribute('title');
  });
});
