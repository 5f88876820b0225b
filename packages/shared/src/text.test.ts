import { describe, expect, it } from 'vitest';
import { foldForSearch, foldTurkishCase, isReservedUsername, mentionedUsernames, MENTION_LIMIT, newlyMentionedUsernames, searchTerms, usernameFromEmail, usernameKey, usernamePattern, usernameSkeleton } from './text.ts';

describe('foldTurkishCase', () => {
  it('treats Işık, ışık and IŞIK as the same name', () => {
    expect(foldTurkishCase('Işık')).toBe(foldTurkishCase('ışık'));
    expect(foldTurkishCase('IŞIK')).toBe(foldTurkishCase('ışık'));
    expect(foldTurkishCase('İSTANBUL')).toBe('istanbul');
  });
  it('keeps other letters apart', () => {
    expect(foldTurkishCase('şoför')).not.toBe(foldTurkishCase('sofor'));
  });
});

describe('foldForSearch', () => {
  it('removes accents after the Turkish fold', () => {
    expect(foldForSearch('IŞIK')).toBe('isik');
    expect(foldForSearch('ışık')).toBe('isik');
    expect(foldForSearch('Şoför  Çağrı ÖZGÜR')).toBe('sofor cagri ozgur');
  });
  it('splits queries into at most eight terms', () => {
    expect(searchTerms('  IŞIK  bmw ')).toEqual(['isik', 'bmw']);
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
    expect(searchTerms('   ')).toEqual([]);
  });
});

describe('usernames', () => {
  it('builds a valid default from the e-mail local part', () => {
    expect(usernameFromEmail('mehmet.yilmaz@example.com')).toBe('mehmet.yilmaz');
    expect(usernameFromEmail('a+b@example.com')).toBe('a_b');
    expect(usernameFromEmail('x@example.com')).toMatch(usernamePattern);
  });
  it('keys usernames by Turkish case', () => {
    expect(usernameKey(' IŞIK ')).toBe(usernameKey('ışık'));
  });
  it('accepts Turkish letters and refuses spaces and symbols', () => {
    expect(usernamePattern.test('çağrı_34')).toBe(true);
    expect(usernamePattern.test('ab')).toBe(false);
    expect(usernamePattern.test('a b c')).toBe(false);
    expect(usernamePattern.test('<script>')).toBe(false);
  });
  it('takes one script only: Latin with the Turkish letters', () => {
    expect(usernamePattern.test('Şükrü.Öğüt')).toBe(true);
    expect(usernamePattern.test('аdmin')).toBe(false); // Cyrillic а
    expect(usernamePattern.test('ｍｅｒｔ')).toBe(false); // fullwidth: NFKC first
    expect(usernameKey('ｍｅｒｔ')).toBe('mert');
  });
  it('maps look-alikes to one skeleton', () => {
    expect(usernameSkeleton('Ali.Can')).toBe(usernameSkeleton('a1ican'));
    expect(usernameSkeleton('v0lkan')).toBe(usernameSkeleton('VOLKAN'));
    expect(usernameSkeleton('Işık')).toBe(usernameSkeleton('isik'));
    expect(usernameSkeleton('rnert')).toBe(usernameSkeleton('mert'));
    expect(usernameSkeleton('şahin')).toBe('sahin');
  });
  it('refuses reserved words and their look-alikes, and keeps defaults off them', () => {
    for (const name of ['admin', 'ADMİN', 'adm1n', 'a_d_m_i_n', 'administrator', 'admin_34', 'moderatör', 'summary', 'garaj', 'yönetici', 'ＡＤＭＩＮ']) {
      expect(isReservedUsername(name), name).toBe(true);
    }
    for (const name of ['mert_gti', 'badminton', 'garajci', 'kaan.e46']) expect(isReservedUsername(name), name).toBe(false);
    expect(isReservedUsername(usernameFromEmail('admin@example.com'))).toBe(false);
  });
});

describe('mentionedUsernames', () => {
  it('finds @usernames with Turkish letters, not inside words or e-mail addresses, each once, without a trailing dot', () => {
    expect(mentionedUsernames('Merhaba @Işık_42 ve @ali.can. Bir de @IŞIK_42 tekrar; e-posta ali@example.com, @ab kısa')).toEqual(['Işık_42', 'ali.can']);
    expect(mentionedUsernames('x@y.com (@mert_gti)')).toEqual(['mert_gti']);
    const many = Array.from({ length: 15 }, (_, i) => `@uye_${i}`).join(' ');
    expect(mentionedUsernames(many)).toHaveLength(MENTION_LIMIT);
  });

  it('newlyMentionedUsernames: only the names the previous text did not mention, Turkish case ignored', () => {
    expect(newlyMentionedUsernames('@IŞIK_42 ve @ali.can, @mert_gti', 'Merhaba @ışık_42')).toEqual(['ali.can', 'mert_gti']);
    expect(newlyMentionedUsernames('@ali.can', '@ali.can ve @mert_gti')).toEqual([]);
  });
});
