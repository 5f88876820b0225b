import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n';

/** The `lang` attribute writes on `<html>` while `run` runs (a write of the same value counts too). */
async function langWrites(run: () => Promise<unknown>): Promise<number> {
  let writes = 0;
  const observer = new MutationObserver((records) => {
    writes += records.length;
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  await run();
  writes += observer.takeRecords().length;
  observer.disconnect();
  return writes;
}

describe('<html lang>', () => {
  afterEach(async () => {
    await i18n.changeLanguage('tr');
  });

  it('follows a language switch', async () => {
    expect(await langWrites(() => i18n.changeLanguage('en'))).toBe(1);
    expect(document.documentElement.lang).toBe('en');
  });

  it('is not written again when the language stays the same (a write restyles the whole page)', async () => {
    expect(document.documentElement.lang).toBe('tr');
    expect(await langWrites(() => i18n.changeLanguage('tr'))).toBe(0);
    expect(document.documentElement.lang).toBe('tr');
  });
});
