import { describe, expect, it } from 'vitest';
import { shareUrl, tierProgress } from './share-links';

describe('shareUrl', () => {
  const link = 'https://garaj.example/register?ref=ABCD2345';
  it('sends text and link to WhatsApp and X, the link to Facebook and LinkedIn, nothing for Instagram', () => {
    expect(shareUrl('whatsapp', 'Garaj’a katıl!', link)).toBe(`https://wa.me/?text=${encodeURIComponent(`Garaj’a katıl! ${link}`)}`);
    expect(shareUrl('x', 'Katıl & gel', link)).toBe(`https://twitter.com/intent/tweet?text=Kat%C4%B1l%20%26%20gel&url=${encodeURIComponent(link)}`);
    expect(shareUrl('facebook', 'x', link)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`);
    expect(shareUrl('linkedin', 'x', link)).toContain(encodeURIComponent(link));
    expect(shareUrl('instagram', 'x', link)).toBeNull();
  });
});

describe('tierProgress', () => {
  it('measures the way from the current step to the next tier', () => {
    expect(tierProgress(0, 0, 1)).toBe(0);
    expect(tierProgress(3, 1, 6)).toBe(40);
    expect(tierProgress(6, 6, 16)).toBe(0);
    expect(tierProgress(20, 16, null)).toBe(100);
  });
});
