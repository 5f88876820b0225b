import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PanelMap } from '@garaj/shared';
import { renderWithProviders } from '@/test/test-utils';
import { PanelFields } from './panel-fields';
import { nextPanelState, PanelList, PanelMapPicture } from './panel-map';

const panels: PanelMap = {
  front_bumper: 'painted',
  hood: 'replaced',
  front_left_fender: 'painted',
  rear_right_door: 'local_painted',
  roof: 'original',
};

describe('PanelMapPicture (read only)', () => {
  it('is one image whose name sums the states up', () => {
    renderWithProviders(<PanelMapPicture panels={panels} />);
    expect(screen.getByRole('img', { name: 'Aracın üstten görünümü, ön tarafı yukarıda. 2 boyalı, 1 lokal boyalı, 1 değişen panel.' })).toBeInTheDocument();
  });

  it('names each panel with its state and marks it for its colour and pattern', () => {
    const { container } = renderWithProviders(<PanelMapPicture panels={panels} />);
    const hood = container.querySelector('[data-panel="hood"]')!;
    expect(hood).toHaveAttribute('data-state', 'replaced');
    expect(hood.querySelector('title')).toHaveTextContent('Kaput: Değişen');
    expect(hood.querySelectorAll('path')).toHaveLength(2);
    expect(container.querySelector('[data-panel="roof"] title')).toHaveTextContent('Tavan: Orijinal');
    // A panel the map does not state says so, in words.
    expect(container.querySelector('[data-panel="trunk"] title')).toHaveTextContent('Bagaj kapağı: Belirtilmedi');
    expect(container.querySelectorAll('[data-panel]')).toHaveLength(13);
  });

  it('has a legend in words, not colour alone', () => {
    renderWithProviders(<PanelMapPicture panels={panels} />);
    const legend = screen.getByRole('list', { name: 'Renklerin anlamı' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Orijinal', 'Boyalı', 'Lokal boyalı', 'Değişen']);
  });

  it('says when every panel is original, and when nothing was stated', () => {
    const { unmount } = renderWithProviders(<PanelMapPicture panels={{ hood: 'original', roof: 'original' }} />);
    expect(screen.getByRole('img', { name: /Tüm paneller orijinal\./ })).toBeInTheDocument();
    unmount();
    renderWithProviders(<PanelMapPicture panels={{}} />);
    expect(screen.getByRole('img', { name: /Boya ve değişen bilgisi verilmemiş\./ })).toBeInTheDocument();
  });
});

describe('PanelList', () => {
  it('lists every panel with its state', () => {
    renderWithProviders(<PanelList panels={panels} />);
    expect(screen.getByText('Ön tampon').nextSibling).toHaveTextContent('Boyalı');
    expect(screen.getByText('Sağ arka kapı').nextSibling).toHaveTextContent('Lokal boyalı');
    expect(screen.getByText('Sol arka çamurluk').nextSibling).toHaveTextContent('Belirtilmedi');
  });
});

describe('PanelFields (the form)', () => {
  it('posts one native select per panel, a new listing starting original', () => {
    renderWithProviders(<PanelFields initial={{ hood: 'replaced' }} idPrefix="p" />);
    const hood = screen.getByRole('combobox', { name: 'Kaput' });
    expect(hood).toHaveAttribute('name', 'panel.hood');
    expect(hood).toHaveValue('replaced');
    expect(screen.getByRole('combobox', { name: 'Tavan' })).toHaveValue('original');
    expect(screen.getAllByRole('combobox')).toHaveLength(13);
  });

  it('a click on a panel moves it to the next state, and the select follows', async () => {
    const { user } = renderWithProviders(<PanelFields initial={{}} idPrefix="p" />);
    const roof = screen.getByRole('button', { name: 'Tavan: Orijinal' });
    await user.click(roof);
    expect(screen.getByRole('combobox', { name: 'Tavan' })).toHaveValue('painted');
    expect(screen.getByRole('button', { name: 'Tavan: Boyalı' })).toBeInTheDocument();
  });

  it('works by keyboard on the drawing too, and the drawing follows the select', async () => {
    const { user } = renderWithProviders(<PanelFields initial={{}} idPrefix="p" />);
    screen.getByRole('button', { name: 'Kaput: Orijinal' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('combobox', { name: 'Kaput' })).toHaveValue('painted');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sol ön kapı' }), 'replaced');
    expect(screen.getByRole('button', { name: 'Sol ön kapı: Değişen' })).toBeInTheDocument();
  });

  it('cycles original → painted → locally painted → replaced → original', () => {
    expect(['original', 'painted', 'local_painted', 'replaced'].map((s) => nextPanelState(s as 'original'))).toEqual(['painted', 'local_painted', 'replaced', 'original']);
  });
});
